import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API, fillPath, type ApiRoute } from '@tpp/contracts';
import type pg from 'pg';
import { POLICIES, type Actor, type PolicyAction } from '../src/modules/accounts/auth/policies.js';
import { createCastingCall, createSheet } from './factories/sheets.js';
import { startTestApi, unique, type TestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';
import { jpegBytes, PNG_BYTES, uploaded } from './factories/uploads.js';

/**
 * Who may do every private write: each POST/DELETE of the route table that needs a
 * session, sent against an object of team A by
 * - a member, a team admin and a platform admin (users.is_admin, a member of team A): allowed, or
 *   403 FORBIDDEN with the action's message, exactly as POLICIES says;
 * - another team: 404 like a missing object, and team A's data unchanged. That actor is a team
 *   admin of team B, so a policy can never be what refuses it: only the team scope can;
 * - platform staff (users.is_staff, a team admin of their own team): exactly as another team, since
 *   staff powers are the staff console, spoofing and platform-wide objects (creator calls: the
 *   'staff' actor of POLICIES), never team A's objects;
 * - anonymous: 401, and team A's data unchanged.
 * A new private write without a row here fails 'covers every private write of the route table'.
 */

type TeamActor = 'member' | 'team admin' | 'platform admin';
type ActorName = TeamActor | 'another team' | 'staff' | 'anonymous';
const ACTORS: ActorName[] = ['member', 'team admin', 'platform admin', 'another team', 'staff', 'anonymous'];

/** The roles each team A actor acts with (a platform admin keeps its team role too). */
const ROLES: Record<TeamActor, Actor[]> = {
  member: ['member'],
  'team admin': ['team_admin'],
  'platform admin': ['member', 'admin'],
};
/** The other team's actor: a team admin of team B. */
const FOREIGN_ROLES: Actor[] = ['team_admin'];
/** Platform staff: a team admin of their own team, plus the staff's platform-wide actions. */
const STAFF_ROLES: Actor[] = ['team_admin', 'staff'];

/**
 * Route groups left out: each acts on the caller's own account, not on a team's object, so there
 * is no "another team's object" and no team role to check.
 */
const OWN_ACCOUNT_GROUPS: Partial<Record<keyof typeof API, string>> = {
  session: 'signs the caller in or out',
  password: "changes or resets the caller's own password",
  registration: "creates the caller's own account",
  userConfiguration: "the caller's own profile settings and notifications",
  twoFactor: "the caller's own second factor, refused while acting as anyone (two-factor.e2e-spec)",
  messaging:
    "the caller's own conversations (participants only, whatever the role; another team's answer 404: cross-team and messaging e2e specs)",
  staffRequests:
    'the platform staff console: allowed to is_staff users only, whatever their team (requests.e2e-spec)',
  admin: "platform roles (is_admin, is_staff), not a team's object: admin.e2e-spec's role × action matrix",
};

interface World {
  api: TestApi;
  db: pg.Client;
  teamA: number;
  teamB: number;
  /** A team admin of team A who builds the objects (never one of the actors). */
  setup: TestBrowser;
  actors: Record<ActorName, TestBrowser>;
}

interface WriteRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

interface WriteRow {
  route: ApiRoute;
  /** The POLICIES action guarding the write; none: every member of the owning team may do it. */
  policy?: PolicyAction;
  /** Builds team A's object and the valid request that writes it (the actor sends it). */
  request: (world: World, actor: ActorName) => Promise<WriteRequest>;
  /**
   * What the other team's actor gets when it is not 404, and why: the write names no object of
   * team A (a platform-wide object, or the caller's own team's response to a shared call).
   */
  foreign?: { status: number | 'policy'; why: string };
}

/** A pending invitation of team A, sent by its setup team admin. */
const invitationRow = (route: ApiRoute): WriteRow => ({
  route,
  policy: 'organization.manageMembers',
  request: async (world) => {
    const sent = await world.setup.post(API.organization.invite.path, {
      email: `${unique('policy-invitation')}@agency.test`,
      role: 'member',
    });
    return { body: { invitation_id: sent.json<{ id: number }>().id } };
  },
});

const creatorOf = async (world: World) => (await rosterCreator(world.db, world.teamA)).id;

/** A talent sheet of team A with one creator (and a public title, so collections may include it). */
async function sheetOf(world: World, sheetType: 'talent' | 'campaign' = 'talent') {
  const creatorId = await creatorOf(world);
  const sheet = await createSheet(world.setup, [creatorId], { sheetType, description: 'Public title' });
  return { creatorId, sheetId: sheet.sheet_id, version: sheet.version };
}

/** A talent sheet of team A that its setup team admin moved to the trash. */
async function trashedSheetOf(world: World): Promise<string> {
  const { sheetId } = await sheetOf(world);
  const response = await world.setup.post(API.sheets.delete.path, { sheet_id: sheetId });
  expect(response.statusCode).toBe(200);
  return sheetId;
}

async function collectionOf(world: World) {
  const { sheetId } = await sheetOf(world);
  const response = await world.setup.post(fillPath(API.collections.save.path), {
    title: 'Team A picks',
    salesheet_ids: [sheetId],
  });
  expect(response.statusCode).toBe(200);
  return { sheetId, collectionId: response.json<{ collection_id: string }>().collection_id };
}

/** A creator on team A's roster (the talent writes all take `influencer_id`). */
const talentRow = (route: ApiRoute, body: (id: number) => object, policy?: PolicyAction): WriteRow => ({
  route,
  ...(policy ? { policy } : {}),
  request: async (world) => ({ body: body(await creatorOf(world)) }),
});

let addedHandles = 0;

const ROWS: WriteRow[] = [
  {
    route: API.intake.addInfluencer,
    foreign: { status: 'policy', why: "names no object: it adds a creator to the caller's own team" },
    request: async () => {
      addedHandles += 1;
      return {
        body: {
          influencer: {
            name: 'Policy Person',
            socials: [{ platform: 'instagram', handle: `policy.person.${addedHandles}`, primary: true }],
          },
        },
      };
    },
  },
  talentRow(API.talentData.createLogin, (id) => ({ influencer_id: id }), 'talentData.createLogin'),
  {
    route: API.talentData.rotateLogin,
    policy: 'talentData.rotateLogin',
    request: async (world) => {
      const influencerId = await creatorOf(world);
      const made = await world.setup.post(API.talentData.createLogin.path, { influencer_id: influencerId });
      expect(made.statusCode).toBe(200);
      return { body: { influencer_id: influencerId } };
    },
  },
  talentRow(API.talent.customDescription, (id) => ({ influencer_id: id, description: 'Ours' })),
  talentRow(API.talent.customTagline, (id) => ({ influencer_id: id, tagline: 'Ours' })),
  {
    route: API.talent.descriptionPreview,
    foreign: { status: 'policy', why: 'names no object: it renders the markdown it is sent' },
    request: async () => ({ body: { description: '*Ours*' } }),
  },
  talentRow(API.talent.tags, (id) => ({ influencer_id: id, tags: ['Ours'] })),
  {
    ...talentRow(API.talent.bulkTags, (id) => ({ influencer_ids: [id], tags: ['Ours'], action: 'add' })),
    foreign: {
      status: 'policy',
      why: "names no object of team A: it tags the caller team's own row (a directory creator becomes its pitched creator)",
    },
  },
  talentRow(API.talent.displayTags, (id) => ({ influencer_id: id, tags: [] })),
  talentRow(API.talent.location, (id) => ({ influencer_id: id, city: 'Denver', state: 'CO' })),
  talentRow(API.talent.advancedSettings, (id) => ({ influencer_id: id, stringifiedSettings: '{}' })),
  talentRow(API.talent.settings, (id) => ({ influencer_id: id, settings: { excluded_post_ids: [] } })),
  talentRow(API.talent.rateCard, (id) => ({
    influencer_id: id,
    rate_card: [{ platform: 'instagram', description: 'Post', rate: '$1' }],
  })),
  // The AI helpers write nothing; they are POSTs behind a session like the writes.
  talentRow(API.ai.tagHelper, (id) => ({ influencer_id: id, description: 'Fitness coach in Austin, TX' })),
  talentRow(API.ai.specialNoteHelper, (id) => ({
    influencer_id: id,
    description: 'A running shoe launch for a Gen Z audience on TikTok',
  })),
  {
    route: API.ai.sheetHelper,
    foreign: { status: 'policy', why: "names no object: it suggests creators of the caller's own roster" },
    request: async () => ({
      body: { description: 'Fitness creators for a running shoe launch', included_influencers: [] },
    }),
  },
  {
    route: API.ai.advancedFiltersAi,
    request: async (world) => ({
      body: { team_id: world.teamA, description: 'Fitness creators for a running shoe launch', limit: 10 },
    }),
  },
  talentRow(API.talent.removeFromRoster, (id) => ({ influencer_id: id }), 'roster.remove'),
  {
    route: API.talent.deleteFromTeam,
    policy: 'roster.remove',
    request: async (world) => ({ params: { id: await creatorOf(world) } }),
  },
  {
    route: API.sheets.save,
    // No creators: the request names only the sheet (team A's creators are off team B's roster: 400).
    request: async (world) => {
      const { sheetId, version } = await sheetOf(world);
      return {
        body: { sheet_id: sheetId, version, title: 'Renamed', sheet_type: 'talent', influencers: [] },
      };
    },
  },
  {
    route: API.sheets.publicTitle,
    request: async (world) => ({ body: { sheet_id: (await sheetOf(world)).sheetId, public_title: 'Ours' } }),
  },
  {
    route: API.sheets.copy,
    request: async (world) => ({
      body: { sheet_id: (await sheetOf(world)).sheetId, new_sheet_title: 'Copy' },
    }),
  },
  {
    // The setup team admin's sheet: not the actor's own, so only team admins and admins may delete it.
    route: API.sheets.delete,
    policy: 'sheet.delete',
    request: async (world) => ({ body: { sheet_id: (await sheetOf(world)).sheetId } }),
  },
  {
    route: API.sheets.restore,
    policy: 'sheet.restore',
    request: async (world) => ({ body: { sheet_id: await trashedSheetOf(world) } }),
  },
  {
    route: API.sheets.deleteForever,
    policy: 'sheet.delete',
    request: async (world) => ({ body: { sheet_id: await trashedSheetOf(world) } }),
  },
  {
    route: API.sheets.addInfluencers,
    request: async (world) => {
      const { sheetId, creatorId } = await sheetOf(world);
      return { body: { sheet_id: sheetId, influencer_ids: [creatorId, await creatorOf(world)] } };
    },
  },
  {
    route: API.sheets.removeInfluencer,
    request: async (world) => {
      const { sheetId, creatorId } = await sheetOf(world);
      return { body: { influencer_id: creatorId, sheet_ids: [sheetId] } };
    },
  },
  {
    route: API.sheets.clientResponse,
    request: async (world) => {
      const { sheetId, creatorId } = await sheetOf(world);
      return { body: { sheet_id: sheetId, influencer_id: creatorId, client_accepted: true } };
    },
  },
  {
    route: API.campaigns.save,
    request: async (world) => ({
      body: {
        talent_sheet_id: (await sheetOf(world, 'campaign')).sheetId,
        campaign_data: {},
        campaign_version: 0,
      },
    }),
  },
  {
    route: API.castingCalls.submit,
    foreign: {
      status: 400,
      why: "creator calls are shared by every team: the other team submits its own response, which it has not made (team A's stays as it is)",
    },
    request: async (world) => {
      const callId = await createCastingCall(world.db, 'Matrix call');
      const saved = await world.setup.post(fillPath(API.sheets.save.path), {
        title: '',
        sheet_type: 'casting_call_response',
        casting_call_id: callId,
        influencers: [{ influencer_id: await creatorOf(world), note: '' }],
      });
      expect(saved.statusCode).toBe(200);
      return { body: { casting_call_id: callId } };
    },
  },
  {
    route: API.castingCalls.create,
    policy: 'castingCall.manage',
    foreign: { status: 'policy', why: 'a creator call belongs to the platform, not to a team' },
    request: async () => ({
      body: { title: 'Spring launch', description: 'Brief', brand_name: 'Acme', start_date: '2026-12-01' },
    }),
  },
  {
    route: API.castingCalls.update,
    policy: 'castingCall.manage',
    foreign: { status: 'policy', why: 'a creator call belongs to the platform, not to a team' },
    request: async (world) => ({
      params: { id: await createCastingCall(world.db, 'Matrix call to edit') },
      body: {
        title: 'Edited call',
        description: 'Brief',
        brand_name: 'Acme',
        response_deadline: '2026-12-20',
      },
    }),
  },
  {
    route: API.likes.add,
    request: async (world) => ({ body: { influencer_id: await creatorOf(world), team_id: world.teamA } }),
  },
  {
    route: API.likes.remove,
    // Likes are the user's own: the actor's like when it is on team A, else team A's setup user's.
    request: async (world, actor) => {
      const like = { influencer_id: await creatorOf(world), team_id: world.teamA };
      const onTeamA = actor === 'member' || actor === 'team admin' || actor === 'platform admin';
      const liker = onTeamA ? world.actors[actor] : world.setup;
      expect((await liker.post(fillPath(API.likes.add.path), like)).statusCode).toBe(200);
      return { query: like };
    },
  },
  {
    route: API.collections.save,
    request: async (world) => {
      const { sheetId, collectionId } = await collectionOf(world);
      return {
        body: {
          collection_id: collectionId,
          title: 'Renamed',
          salesheet_ids: [sheetId],
          public_titles: { [sheetId]: 'Ours' },
          version: 1,
        },
      };
    },
  },
  {
    route: API.collections.alterTitle,
    request: async (world) => ({
      body: { collection_id: (await collectionOf(world)).collectionId, title: 'Renamed' },
    }),
  },
  {
    route: API.collections.delete,
    request: async (world) => ({ body: { collection_id: (await collectionOf(world)).collectionId } }),
  },
  talentRow(API.requests.submit, (id) => ({
    request_type: 'update',
    influencer_id: id,
    note: 'New channel',
  })),
  {
    route: API.requests.cancel,
    // A pending request of team A: the actor's own when it is on team A (a member may cancel only
    // its own, a team admin anyone's: requests.e2e-spec), else the setup team admin's.
    request: async (world, actor) => {
      const onTeamA = actor === 'member' || actor === 'team admin' || actor === 'platform admin';
      const requester = onTeamA ? world.actors[actor] : world.setup;
      const submitted = await requester.post(API.requests.submit.path, {
        name: 'Policy Pat',
        socials: [{ platform: 'instagram', url: '@policy.pat', primary: true }],
      });
      expect(submitted.statusCode).toBe(200);
      return { body: { request_id: submitted.json<{ request_id: number }>().request_id } };
    },
  },
  {
    route: API.requests.contentChange,
    request: async (world) => {
      const creator = await rosterCreator(world.db, world.teamA);
      return {
        body: {
          influencer_id: creator.id,
          content_requests: { [creator.accountIds[0]!]: ['https://example.com/post'] },
        },
      };
    },
  },
  {
    route: API.requests.replacePortrait,
    // The portrait is uploaded by team A's setup user: any member of team A may use the key.
    request: async (world) => ({
      body: {
        influencer_id: await creatorOf(world),
        uploadedKey: await uploaded(world.api, world.setup, 'image/jpeg', jpegBytes(120)),
      },
    }),
  },
  {
    route: API.organization.contactInfo,
    policy: 'organization.contactInfo',
    foreign: {
      status: 'policy',
      why: "names no object: it changes the caller's own team's contact information",
    },
    request: async () => ({ body: { bio: 'Policy bio' } }),
  },
  {
    route: API.organization.removeMember,
    policy: 'organization.manageMembers',
    request: async (world) => ({
      body: { user_id: (await world.api.createUser({ teamId: world.teamA })).id },
    }),
  },
  {
    route: API.organization.setCreditCap,
    policy: 'organization.manageMembers',
    request: async (world) => ({
      body: { user_id: (await world.api.createUser({ teamId: world.teamA })).id, cap: 3 },
    }),
  },
  {
    route: API.organization.invite,
    policy: 'organization.manageMembers',
    foreign: { status: 'policy', why: "names no object: it invites to the caller's own team" },
    request: async () => ({ body: { email: `${unique('policy-invite')}@agency.test`, role: 'member' } }),
  },
  invitationRow(API.organization.resendInvitation),
  invitationRow(API.organization.revokeInvitation),
  {
    route: API.teamLook.setOptions,
    policy: 'team.look',
    foreign: { status: 'policy', why: "names no object: it sets the caller's own team's look" },
    request: async () => ({ body: { options: { displayOldRoster: true } } }),
  },
  {
    // The sheet's rate-card switch: every member who may edit the team's sheets may set it.
    route: API.teamLook.setSheetRateCards,
    request: async (world) => ({ body: { sheet_id: (await sheetOf(world)).sheetId, rate_cards: 'show' } }),
  },
  {
    route: API.teamLook.dismissNotice,
    foreign: { status: 'policy', why: "names no object: it dismisses the caller's own notice" },
    request: async () => ({ body: { notice: 'rate_cards_hidden' } }),
  },
  {
    route: API.teamLook.setLogo,
    policy: 'team.look',
    // The logo is an upload of team A: another team's admin gets 404 for the key.
    request: async (world) => ({
      body: { kind: 'logo', uploadedKey: await uploaded(world.api, world.setup, 'image/png', PNG_BYTES) },
    }),
  },
];

const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;

function allows(roles: Actor[], policy: PolicyAction | undefined): boolean {
  if (!policy) return true;
  const allowed: readonly Actor[] = POLICIES[policy].actors;
  return roles.some((role) => allowed.includes(role));
}

/** What the actor must get: 'allowed', 403, or the refusal status of another team. */
function expected(row: WriteRow, actor: ActorName): 'allowed' | 403 | number {
  if (actor === 'anonymous') return 401;
  if (actor !== 'another team' && actor !== 'staff')
    return allows(ROLES[actor], row.policy) ? 'allowed' : 403;
  if (row.foreign?.status === 'policy')
    return allows(actor === 'staff' ? STAFF_ROLES : FOREIGN_ROLES, row.policy) ? 'allowed' : 403;
  return row.foreign?.status ?? 404;
}

function urlOf(route: ApiRoute, request: WriteRequest): string {
  const path = fillPath(route.path, request.params);
  if (!request.query) return path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) query.set(name, String(value));
  return `${path}?${query.toString()}`;
}

/** Everything team A owns, to compare before and after a refused write. */
async function teamData(db: pg.Client, teamId: number): Promise<Record<string, unknown[]>> {
  const rows = async (sql: string, params: unknown[] = [teamId]) =>
    (await db.query<{ row: unknown }>(sql, params)).rows.map((result) => result.row);
  return {
    team: await rows(`SELECT to_jsonb(t) AS row FROM teams t WHERE t.id = $1`),
    roster: await rows(
      `SELECT to_jsonb(ti) AS row FROM team_influencers ti WHERE ti.team_id = $1 ORDER BY ti.influencer_id`,
    ),
    creators: await rows(
      `SELECT to_jsonb(i) AS row FROM influencers i WHERE i.primary_team_id = $1 ORDER BY i.id`,
    ),
    sheets: await rows(`SELECT to_jsonb(s) AS row FROM talent_sheets s WHERE s.team_id = $1 ORDER BY s.id`),
    sheetCreators: await rows(
      `SELECT to_jsonb(tsi) AS row FROM talent_sheet_influencers tsi JOIN talent_sheets s ON s.id = tsi.sheet_id
        WHERE s.team_id = $1 ORDER BY tsi.sheet_id, tsi.influencer_id`,
    ),
    collections: await rows(
      `SELECT to_jsonb(c) AS row FROM collections c WHERE c.team_id = $1 ORDER BY c.id`,
    ),
    collectionSheets: await rows(
      `SELECT to_jsonb(cs) AS row FROM collection_sheets cs JOIN collections c ON c.id = cs.collection_id
        WHERE c.team_id = $1 ORDER BY cs.collection_id, cs.sheet_id`,
    ),
    likes: await rows(`SELECT to_jsonb(l) AS row FROM influencer_likes l WHERE l.team_id = $1 ORDER BY l.id`),
    requests: await rows(
      `SELECT to_jsonb(r) AS row FROM talent_requests r WHERE r.team_id = $1 ORDER BY r.id`,
    ),
    memberships: await rows(
      `SELECT to_jsonb(m) AS row FROM team_memberships m WHERE m.team_id = $1 ORDER BY m.id`,
    ),
    invitations: await rows(
      `SELECT to_jsonb(i) AS row FROM team_invitations i WHERE i.team_id = $1 ORDER BY i.id`,
    ),
    // Creator calls belong to the platform: a refused create must not add one.
    castingCalls: await rows(`SELECT count(*)::int AS row FROM casting_calls`, []),
  };
}

describe('write policies: every private write × member, team admin, platform admin, another team, staff, anonymous', () => {
  const world = {} as World;
  beforeAll(async () => {
    world.api = await startTestApi();
    world.db = world.api.db;
    world.teamA = await world.api.createTeam('Team A');
    world.teamB = await world.api.createTeam('Team B');
    const user = (teamId: number, role: 'member' | 'team_admin', isAdmin = false, isStaff = false) =>
      world.api
        .createUser({ teamId, role, flags: { is_admin: isAdmin, is_staff: isStaff } })
        .then((made) => world.api.signedIn(made));
    world.setup = await user(world.teamA, 'team_admin');
    world.actors = {
      member: await user(world.teamA, 'member'),
      'team admin': await user(world.teamA, 'team_admin'),
      'platform admin': await user(world.teamA, 'member', true),
      'another team': await user(world.teamB, 'team_admin'),
      staff: await user(await world.api.createTeam('Platform staff'), 'team_admin', false, true),
      anonymous: world.api.browser(),
    };
  });
  afterAll(async () => {
    await world.api.close();
  });

  it('covers every private write of the route table (POST/DELETE needing a session)', async () => {
    const anonymous = world.api.browser();
    const privateWrites: string[] = [];
    const ownAccount: string[] = [];
    for (const [group, routes] of Object.entries(API) as [keyof typeof API, Record<string, ApiRoute>][])
      for (const route of Object.values(routes)) {
        if (route.method === 'GET') continue;
        const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, '1']));
        // No body: the API refuses a body where a route takes none, before it asks for a session.
        const response = await anonymous.request(route.method, fillPath(route.path, params));
        if (response.statusCode !== 401) continue;
        (OWN_ACCOUNT_GROUPS[group] ? ownAccount : privateWrites).push(routeKey(route));
      }
    expect(ROWS.map((row) => routeKey(row.route)).sort()).toEqual(privateWrites.sort());
    // The exclusions are real private writes, so leaving them out is a decision, not a gap.
    expect(ownAccount.length).toBeGreaterThan(0);
  });

  for (const row of ROWS)
    for (const actor of ACTORS) {
      const outcome = expected(row, actor);
      const label = outcome === 'allowed' ? 'allowed' : `${outcome}`;
      it(`${routeKey(row.route)} as ${actor}: ${label}`, async () => {
        const request = await row.request(world, actor);
        const before = await teamData(world.db, world.teamA);
        const response = await world.actors[actor].request(row.route.method, urlOf(row.route, request), {
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        if (outcome === 'allowed') {
          expect(`${response.statusCode} ${response.body}`).toMatch(/^2\d\d /);
          return;
        }
        expect(response.statusCode).toBe(outcome);
        if (outcome === 403)
          expect(response.json()).toMatchObject({
            error: 'FORBIDDEN',
            message: POLICIES[row.policy!].message,
          });
        expect(await teamData(world.db, world.teamA)).toEqual(before);
      });
    }
});
