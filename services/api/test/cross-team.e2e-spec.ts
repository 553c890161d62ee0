import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  API,
  type ApiRoute,
  type CastingCallSheetResponse,
  type InfluencerLikesResponse,
  type RosterResponse,
} from '@tpp/contracts';
import { startTestApi, type TestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { TestRoutesModule } from './support/test-routes.module.js';
import { createCastingCall, createSheet, rosterCreators } from './factories/sheets.js';
import { rosterCreator } from './factories/talent.js';
import { jpegBytes, uploaded } from './factories/uploads.js';

/**
 * The cross-team access harness. Every private endpoint that takes an id is listed in
 * PRIVATE_ID_ENDPOINTS; the harness makes two teams, lets each create its object through
 * `setup`, and asserts that a member of the other team gets 404 (exactly like a missing id)
 * while the object exists, and that the owner then does not. Later modules append their endpoints here.
 */
interface World {
  api: TestApi;
  /** A signed-in member of each team. */
  owner: TestBrowser;
  ownerTeamId: number;
  stranger: TestBrowser;
  strangerTeamId: number;
}

interface PrivateIdEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:id` where the object id goes (and `:team` for the owner team's id, if needed). */
  path: string;
  /** Creates the owner team's object and returns its id. */
  setup: (world: World) => Promise<number | string>;
  body?: (id: number | string) => unknown;
}

/** The POST endpoints whose object `setup` makes: `postsOf(setup)(path, body)`. */
const postsOf =
  (setup: PrivateIdEndpoint['setup']) =>
  (path: string, body: (id: number | string) => unknown): PrivateIdEndpoint => ({
    method: 'POST',
    path,
    setup,
    body,
  });

const PRIVATE_ID_ENDPOINTS: PrivateIdEndpoint[] = [
  // A test-only route built on the real team scoping helpers (requireSameTeam, CurrentTeam).
  { method: 'GET', path: '/api/test-only/teams/:id', setup: async (world) => world.ownerTeamId },
  // Talent: a creator on the owner team's roster (a creator off the caller's roster answers 404).
  ...talentEndpoints(),
  // Collections: the owner team's collection (public id).
  ...collectionEndpoints(),
  // Sheets: the owner team's sheet (public id), campaign and likes.
  ...sheetEndpoints(),
  // Requests to the account managers and the portrait: the owner team's creator.
  ...requestEndpoints(),
  // Messaging: the owner's conversation (to the account managers) and its message.
  ...messagingEndpoints(),
  // Manage Organization: the owner team's member and invitation (the owner acts as its team admin).
  ...organizationEndpoints(),
  // Analytics: the clicks of the owner team's sheet (public id).
  {
    method: 'GET',
    path: '/api/user/analytics/sheet-clicks?sheet_id=:id',
    setup: async (world) =>
      (await createSheet(world.owner, [(await rosterCreator(world.api.db, world.ownerTeamId)).id])).sheet_id,
  },
  // The directory search names the caller's team: another team's id answers 404.
  {
    method: 'GET',
    path: '/api/directory/social-accounts?team_id=:id',
    setup: async (world) => world.ownerTeamId,
  },
];

function sheetEndpoints(): PrivateIdEndpoint[] {
  /** The creator on the owner's last sheet (client answers need one on the sheet). */
  let creatorId = 0;
  /** The team a like names: the owner's. */
  let ownerTeamOfLikes = 0;
  const sheet = async (world: World, sheetType: 'talent' | 'campaign' = 'talent') => {
    creatorId = (await rosterCreator(world.api.db, world.ownerTeamId)).id;
    return (await createSheet(world.owner, [creatorId], { sheetType })).sheet_id;
  };
  const creator = async (world: World) => (await rosterCreator(world.api.db, world.ownerTeamId)).id;
  /** A sheet of the owner in the owner team's trash. */
  const trashed = async (world: World) => {
    const id = await sheet(world);
    expect((await world.owner.post('/api/user/talent-sheets/delete', { sheet_id: id })).statusCode).toBe(200);
    return id;
  };
  const post = (
    path: string,
    body: (id: number | string) => unknown,
    setup: PrivateIdEndpoint['setup'] = (world) => sheet(world),
  ): PrivateIdEndpoint => ({ method: 'POST', path, setup, body });
  return [
    { method: 'GET', path: '/api/talent-sheets/:id', setup: (world) => sheet(world) },
    post('/api/user/talent-sheets/save', (id) => ({
      sheet_id: id,
      version: 1,
      title: 'Ours',
      sheet_type: 'talent',
      influencers: [],
    })),
    post('/api/user/talent-sheets/public-title', (id) => ({ sheet_id: id, public_title: 'Ours' })),
    // Whether brands see rate cards on the sheet's pages (team-look module).
    { method: 'GET', path: '/api/user/talent-sheets/:id/rate-cards', setup: (world) => sheet(world) },
    post('/api/user/talent-sheets/rate-cards', (id) => ({ sheet_id: id, rate_cards: 'show' })),
    post('/api/user/talent-sheets/copy', (id) => ({ sheet_id: id, new_sheet_title: 'Copy' })),
    post('/api/user/talent-sheets/add-influencers', (id) => ({ sheet_id: id, influencer_ids: [creatorId] })),
    post('/api/user/talent-sheets/remove-influencer', (id) => ({
      influencer_id: creatorId,
      sheet_ids: [id],
    })),
    post('/api/user/talent-sheets/delete', (id) => ({ sheet_id: id })),
    post('/api/user/talent-sheets/restore', (id) => ({ sheet_id: id }), trashed),
    post('/api/user/talent-sheets/delete-forever', (id) => ({ sheet_id: id }), trashed),
    post('/api/user/influencer/talent-sheet/client-response', (id) => ({
      sheet_id: id,
      influencer_id: creatorId,
      client_accepted: true,
    })),
    { method: 'GET', path: '/api/user/influencer/:id/talent-sheets', setup: creator },
    { method: 'GET', path: '/api/user/campaign/:id', setup: (world) => sheet(world, 'campaign') },
    post(
      '/api/user/campaign/save',
      (id) => ({ talent_sheet_id: id, campaign_data: {}, campaign_version: 0 }),
      (world) => sheet(world, 'campaign'),
    ),
    {
      method: 'POST',
      path: '/api/user/influencer-likes',
      setup: async (world) => {
        ownerTeamOfLikes = world.ownerTeamId;
        return creator(world);
      },
      body: (id) => ({ influencer_id: id, team_id: ownerTeamOfLikes }),
    },
    {
      method: 'DELETE',
      path: '/api/user/influencer-likes?influencer_id=:id&team_id=:team',
      // A creator the owner liked: the stranger's delete must leave the like in place.
      setup: async (world) => {
        const id = await creator(world);
        await world.owner.post('/api/user/influencer-likes', {
          influencer_id: id,
          team_id: world.ownerTeamId,
        });
        return id;
      },
    },
  ];
}

function collectionEndpoints(): PrivateIdEndpoint[] {
  /** The owner's last sheet: a save of an existing collection needs one with a public title. */
  let sheetId = '';
  const collection = async (world: World) => {
    sheetId = `xt${Math.random().toString(36).slice(2, 14)}`;
    await world.api.db.query(
      `INSERT INTO talent_sheets (public_id, team_id, title, description, sheet_type) VALUES ($1, $2, 'S', 'P', 'talent')`,
      [sheetId, world.ownerTeamId],
    );
    const response = await world.owner.post('/api/user/collections/save', {
      title: 'Ours',
      salesheet_ids: [sheetId],
    });
    return (response.json() as { collection_id: string }).collection_id;
  };
  return [
    { method: 'GET', path: '/api/user/collections/:id', setup: collection },
    {
      method: 'POST',
      path: '/api/user/collections/save',
      setup: collection,
      body: (id) => ({ collection_id: id, title: 'Ours', salesheet_ids: [sheetId], version: 1 }),
    },
    {
      method: 'POST',
      path: '/api/user/collections/alter-title',
      setup: collection,
      body: (id) => ({ collection_id: id, title: 'Renamed' }),
    },
    {
      method: 'POST',
      path: '/api/user/collections/delete',
      setup: collection,
      body: (id) => ({ collection_id: id }),
    },
  ];
}

function organizationEndpoints(): PrivateIdEndpoint[] {
  const ownerAsTeamAdmin = async (world: World) => {
    await world.api.db.query(`UPDATE team_memberships SET role = 'team_admin' WHERE team_id = $1`, [
      world.ownerTeamId,
    ]);
  };
  const member = async (world: World) => {
    await ownerAsTeamAdmin(world);
    return (await world.api.createUser({ teamId: world.ownerTeamId })).id;
  };
  const invitation = async (world: World) => {
    await ownerAsTeamAdmin(world);
    const sent = await world.owner.post('/api/user/team/invitations', {
      email: `${Math.random().toString(36).slice(2)}@cross-team.test`,
      role: 'member',
    });
    return sent.json<{ id: number }>().id;
  };
  return [
    { method: 'POST', path: '/api/user/team/member/remove', setup: member, body: (id) => ({ user_id: id }) },
    {
      method: 'POST',
      path: '/api/user/team/member/credit-cap',
      setup: member,
      body: (id) => ({ user_id: id, cap: 1 }),
    },
    {
      method: 'POST',
      path: '/api/user/team/invitations/resend',
      setup: invitation,
      body: (id) => ({ invitation_id: id }),
    },
    {
      method: 'POST',
      path: '/api/user/team/invitations/revoke',
      setup: invitation,
      body: (id) => ({ invitation_id: id }),
    },
  ];
}

function messagingEndpoints(): PrivateIdEndpoint[] {
  let messageId = 0;
  const conversation = async (world: World) => {
    const started = await world.owner.post('/api/conversations', {
      title: 'Ours',
      body: 'Ours',
      to_staff: true,
    });
    const answer = started.json<{ id: number; messages: { id: number }[] }>();
    messageId = answer.messages[0]!.id;
    return answer.id;
  };
  const post = postsOf(conversation);
  return [
    { method: 'GET', path: '/api/conversations/:id', setup: conversation },
    post('/api/conversations/reply', (id) => ({ conversation_id: id, content: 'Theirs' })),
    post('/api/conversations/mark-read', (id) => ({ conversation_id: id })),
    post('/api/conversations/messages', (id) => ({ conversation_id: id, action: 'archive' })),
    post('/api/conversation/delete-message', () => ({ message_id: messageId })),
    postsOf(brandConversation)('/api/conversations/revoke-reply-links', (id) => ({ conversation_id: id })),
  ];
}

/** A brand's response to a sheet of the owner team: its conversation, with the brand contact. */
async function brandConversation(world: World): Promise<number> {
  const creators = await rosterCreators(world.api.db, world.ownerTeamId, 1, 'Cross Brand');
  const sheetId = (await createSheet(world.owner, creators, { title: 'Cross-team brand' })).sheet_id;
  const answer = await world.api.browser('10.91.0.1').post('/api/talent-sheet-response-form', {
    talent_sheet_id: sheetId,
    liked_influencers: [],
    responder_name: 'Cross Brand',
    responder_email: 'cross@brand.example',
  });
  expect(answer.statusCode).toBe(200);
  const { conversations } = (await world.owner.get('/api/conversations')).json<{
    conversations: { id: number; title: string }[];
  }>();
  return conversations.find((conversation) => conversation.title === 'Response to "Cross-team brand"')!.id;
}

function requestEndpoints(): PrivateIdEndpoint[] {
  /** The owner's creator's first social account and an uploaded portrait of the owner team. */
  let accountId = 0;
  let portraitKey = '';
  const creator = async (world: World) => {
    const made = await rosterCreator(world.api.db, world.ownerTeamId);
    accountId = made.accountIds[0]!;
    portraitKey = await uploaded(world.api, world.owner, 'image/jpeg', jpegBytes(200));
    return made.id;
  };
  const post = postsOf(creator);
  return [
    post('/api/user/request-influencer', (id) => ({
      request_type: 'update',
      influencer_id: id,
      note: 'Ours',
    })),
    post('/api/user/request-influencer', (id) => ({
      request_type: 'case_study',
      influencer_id: id,
      title: 'T',
      brandPartner: 'B',
      campaignSummary: 'S',
      campaignResults: 'R',
      campaignObjectives: 'O',
      highlightedContentUrl: 'https://example.com/post',
    })),
    post('/api/user/customize-influencer-content', (id) => ({
      influencer_id: id,
      content_requests: { [accountId]: ['https://example.com/post'] },
    })),
    post('/api/user/replace-portrait', (id) => ({ influencer_id: id, uploadedKey: portraitKey })),
    // The owner's pending request: another team (a team admin there) cannot cancel it.
    postsOf(async (world) => {
      const submitted = await world.owner.post('/api/user/request-influencer', {
        name: 'Owner Olive',
        socials: [{ platform: 'instagram', url: '@owner.olive', primary: true }],
      });
      return submitted.json<{ request_id: number }>().request_id;
    })('/api/user/my-requests/cancel', (id) => ({ request_id: id })),
  ];
}

function talentEndpoints(): PrivateIdEndpoint[] {
  const creator = async (world: World) => (await rosterCreator(world.api.db, world.ownerTeamId)).id;
  const post = postsOf(creator);
  const teamAdminsCreator = async (world: World) => {
    await world.api.db.query(`UPDATE team_memberships SET role = 'team_admin' WHERE team_id = $1`, [
      world.ownerTeamId,
    ]);
    return creator(world);
  };
  return [
    { method: 'GET', path: '/api/influencers/profiles/:id', setup: creator },
    { method: 'GET', path: '/api/user/influencers/extra-data/:id', setup: creator },
    post('/api/user/talent/custom-description', (id) => ({ influencer_id: id, description: 'Ours' })),
    post('/api/user/talent/custom-tagline', (id) => ({ influencer_id: id, tagline: 'Ours' })),
    post('/api/user/influencers/tags', (id) => ({ influencer_id: id, tags: ['Ours'] })),
    post('/api/user/influencers/display-tags', (id) => ({ influencer_id: id, tags: [] })),
    post('/api/update-influencer-location', (id) => ({ influencer_id: id, city: 'Austin', state: 'TX' })),
    post('/api/team/advanced-influencer-settings', (id) => ({
      influencer_id: id,
      stringifiedSettings: '{}',
    })),
    post('/api/team/influencer-settings', (id) => ({
      influencer_id: id,
      settings: { excluded_post_ids: [] },
    })),
    // The AI helpers that name a creator.
    post('/api/tag-helper', (id) => ({ influencer_id: id, description: 'Fitness coach in Austin, TX' })),
    post('/api/special-note-helper', (id) => ({
      influencer_id: id,
      description: 'A running shoe launch for a Gen Z audience on TikTok',
    })),
    post('/api/user/talent/rate-card', (id) => ({
      influencer_id: id,
      rate_card: [{ platform: 'instagram', description: 'Post', rate: '$1' }],
    })),
    // Roster removal is for team admins (both routes): the owner is made one; the stranger already is.
    {
      method: 'POST',
      path: '/api/user/team/roster/remove',
      setup: teamAdminsCreator,
      body: (id) => ({ influencer_id: id }),
    },
    { method: 'DELETE', path: '/api/team/influencer/:id', setup: teamAdminsCreator },
    // Talent Data Authorization: a login link is made by team admins, for the team's roster only.
    {
      method: 'POST',
      path: '/api/team-influencer-logins',
      setup: teamAdminsCreator,
      body: (id) => ({ influencer_id: id }),
    },
    // Rotating a login link: the owner team's creator with a login the owner made.
    {
      method: 'POST',
      path: '/api/team-influencer-logins/rotate',
      setup: async (world) => {
        const id = await teamAdminsCreator(world);
        const made = await world.owner.post('/api/team-influencer-logins', { influencer_id: id });
        expect(made.statusCode).toBe(200);
        return id;
      },
      body: (id) => ({ influencer_id: id }),
    },
  ];
}

/**
 * Private reads that take another team's id as a filter on the caller's own team: they answer 200
 * for anyone, so the harness asserts that the owner's answer shows the object and another team's
 * does not. Platform-wide ids are not listed: a creator call (GET /api/casting-calls/agency/:id)
 * is open to every team.
 */
interface ScopedAnswerEndpoint {
  /** Path with `:id` where the object id goes. */
  path: string;
  setup: (world: World) => Promise<number | string>;
  /** Whether the answer shows the owner team's object. */
  shows: (answer: unknown, id: number | string) => boolean;
}

const SCOPED_ANSWER_ENDPOINTS: ScopedAnswerEndpoint[] = (() => {
  /** A creator the owner liked on the owner's sheet; the sheet id and creator id. */
  const liked = async (world: World) => {
    const creatorId = (await rosterCreator(world.api.db, world.ownerTeamId)).id;
    const sheetId = (await createSheet(world.owner, [creatorId])).sheet_id;
    await world.owner.post('/api/user/influencer-likes', {
      influencer_id: creatorId,
      team_id: world.ownerTeamId,
      salesheet_id: sheetId,
    });
    return { creatorId, sheetId };
  };
  const likes = (answer: unknown) => (answer as InfluencerLikesResponse).likes;
  return [
    {
      path: '/api/user/influencer-likes?salesheet_id=:id',
      setup: async (world) => (await liked(world)).sheetId,
      shows: (answer, id) => likes(answer).some((like) => like.salesheet_id === id),
    },
    {
      path: '/api/user/influencer-likes?influencer_id=:id',
      setup: async (world) => (await liked(world)).creatorId,
      shows: (answer, id) => likes(answer).some((like) => like.influencer_id === id),
    },
    {
      path: '/api/user/influencers?influencer_ids=:id',
      setup: async (world) => (await rosterCreator(world.api.db, world.ownerTeamId)).id,
      shows: (answer, id) => (answer as RosterResponse).influencers.some((creator) => creator.id === id),
    },
    {
      path: '/api/casting-calls/response/:id',
      // The owner's response to a creator call: another team sees only that it has none of its own.
      setup: async (world) => {
        const callId = await createCastingCall(world.api.db);
        await world.owner.post('/api/user/talent-sheets/save', {
          title: '',
          sheet_type: 'casting_call_response',
          casting_call_id: callId,
          influencers: [
            { influencer_id: (await rosterCreator(world.api.db, world.ownerTeamId)).id, note: '' },
          ],
        });
        return callId;
      },
      shows: (answer) => (answer as CastingCallSheetResponse).talent_sheet_id !== null,
    },
  ];
})();

/** Private routes with a path id that are not a team's object, and why. */
const NOT_TEAM_OBJECTS: Record<string, string> = {
  'GET /api/casting-calls/agency/:id': 'a creator call is open to every team',
  'POST /api/admin/casting-calls/:id':
    "a creator call belongs to the platform; staff and platform admins edit it (write-policies), a team's response state is per team (creator-calls spec)",
};

/** `GET /api/talent-sheets/:hashId?x=1` -> `GET /api/talent-sheets/:id`. */
const routeShape = (method: string, path: string) =>
  `${method} ${path.split('?')[0]!.replace(/:\w+/g, ':id')}`;

/** Private endpoints without an id: anonymous callers get 401. */
const PRIVATE_ENDPOINTS: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/user/collections' },
  { method: 'GET', path: '/api/user/configuration' },
  { method: 'POST', path: '/api/user/configuration', body: { full_name: 'X', nickname: 'Y' } },
  { method: 'POST', path: '/api/user/mark-notification-read' },
  { method: 'GET', path: '/api/user/influencers' },
  { method: 'GET', path: '/api/user/team/tags' },
  { method: 'GET', path: '/api/user/team/sheet-categories' },
  { method: 'GET', path: '/api/user/my-requests' },
  { method: 'GET', path: '/api/media-upload?filename=a.jpg&type=image/jpeg' },
  { method: 'GET', path: '/api/staff/requests' },
  { method: 'POST', path: '/api/user/request-influencer', body: { name: 'X' } },
  {
    method: 'POST',
    path: '/api/user/account/change-password',
    body: { old_password: 'abcdef', new_password: 'ghijkl' },
  },
  { method: 'GET', path: '/api/conversations' },
  { method: 'GET', path: '/api/conversations/unread' },
  { method: 'GET', path: '/api/user/team/members' },
  { method: 'GET', path: '/api/user/notifications' },
  { method: 'POST', path: '/api/user/contact-tpp', body: { note: 'Hi' } },
  // The team's look: always the caller's own team (another team's logo key: team-look.e2e-spec).
  { method: 'GET', path: '/api/user/team/look' },
  { method: 'POST', path: '/api/set-team-options', body: { options: { displayOldRoster: true } } },
  { method: 'POST', path: '/api/user/team/logo', body: { kind: 'logo', uploadedKey: null } },
  // One-time workspace notices: always the caller's own.
  { method: 'GET', path: '/api/user/notices' },
  { method: 'POST', path: '/api/user/notices/dismiss', body: { notice: 'rate_cards_hidden' } },
];

describe('cross-team access', () => {
  const world = {} as World;
  beforeAll(async () => {
    world.api = await startTestApi({ extraModules: [TestRoutesModule] });
    world.ownerTeamId = await world.api.createTeam('Owner Agency');
    world.strangerTeamId = await world.api.createTeam('Stranger Agency');
    world.owner = await world.api.signedIn(await world.api.createUser({ teamId: world.ownerTeamId }));
    world.stranger = await world.api.signedIn(
      await world.api.createUser({ teamId: world.strangerTeamId, role: 'team_admin' }),
    );
  });
  afterAll(async () => {
    await world.api.close();
  });

  for (const endpoint of PRIVATE_ID_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: another team's member gets 404 like a missing id`, async () => {
      const id = await endpoint.setup(world);
      const team = String(world.ownerTeamId);
      const url = endpoint.path.replace(':id', encodeURIComponent(String(id))).replace(':team', team);
      const options = endpoint.body ? { body: endpoint.body(id) } : {};
      // The stranger goes first, so writes (and deletes) are refused while the object exists.
      const foreign = await world.stranger.request(endpoint.method, url, options);
      expect(foreign.statusCode).toBe(404);
      const missing = await world.stranger.request(
        endpoint.method,
        endpoint.path.replace(':id', '2147483000').replace(':team', team),
        options,
      );
      expect(foreign.json()).toEqual(missing.json());
      const own = await world.owner.request(endpoint.method, url, options);
      expect(own.statusCode).toBeLessThan(400);
    });

    it(`${endpoint.method} ${endpoint.path}: anonymous callers get 401`, async () => {
      const response = await world.api
        .browser()
        .request(endpoint.method, endpoint.path.replace(':id', '1').replace(':team', '1'));
      expect(response.statusCode).toBe(401);
    });
  }

  for (const endpoint of PRIVATE_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: anonymous callers get 401 'Please sign in.'`, async () => {
      const response = await world.api
        .browser()
        .request(endpoint.method, endpoint.path, endpoint.body ? { body: endpoint.body } : {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'UNAUTHENTICATED',
        message: 'Please sign in.',
      });
    });
  }

  for (const endpoint of SCOPED_ANSWER_ENDPOINTS) {
    it(`GET ${endpoint.path}: another team's id shows nothing of the owner team`, async () => {
      const id = await endpoint.setup(world);
      const url = endpoint.path.replace(':id', encodeURIComponent(String(id)));
      const foreign = await world.stranger.get(url);
      expect(foreign.statusCode).toBe(200);
      expect(endpoint.shows(foreign.json(), id)).toBe(false);
      const own = await world.owner.get(url);
      expect(own.statusCode).toBe(200);
      expect(endpoint.shows(own.json(), id)).toBe(true);
    });
  }

  it('lists every private route with a path id (or says why it is not a team object)', async () => {
    const listed = new Set([
      ...PRIVATE_ID_ENDPOINTS.map((endpoint) => routeShape(endpoint.method, endpoint.path)),
      ...SCOPED_ANSWER_ENDPOINTS.map((endpoint) => routeShape('GET', endpoint.path)),
    ]);
    const missing: string[] = [];
    for (const group of Object.values(API) as Record<string, ApiRoute>[])
      for (const route of Object.values(group)) {
        const shape = routeShape(route.method, route.path);
        if (!route.path.includes(':') || listed.has(shape) || NOT_TEAM_OBJECTS[shape]) continue;
        const anonymous = await world.api.browser().request(route.method, route.path.replace(/:\w+/g, '1'));
        if (anonymous.statusCode === 401) missing.push(shape);
      }
    expect(missing).toEqual([]);
  });

  it('a user without a team gets 403 from team-scoped endpoints', async () => {
    const loner = await world.api.signedIn(await world.api.createUser());
    const response = await loner.get(`/api/test-only/teams/${world.ownerTeamId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'NO_TEAM' });
  });
});
