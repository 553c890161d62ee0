import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type ApiRoute } from '@tpp/contracts';
import { useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/**
 * The reads of the organization settings and the analytics reports × every role: member, team admin, platform
 * admin (a member of team A), platform staff (a team admin of its own team), another team (a team
 * admin of team B), anonymous. A read names no id: it answers the caller's own team, so whoever
 * is not on team A must never see team A's data in it. The writes are in write-policies.e2e-spec,
 * the admin calls in admin.e2e-spec.
 */
type Role = 'member' | 'team admin' | 'platform admin' | 'staff' | 'another team' | 'anonymous';
const ROLES: Role[] = ['member', 'team admin', 'platform admin', 'staff', 'another team', 'anonymous'];
const ON_TEAM_A: Role[] = ['member', 'team admin', 'platform admin'];

const TEAM_A_EMAIL = 'desk@team-a.example';
const TEAM_A_INVITEE = 'invitee@team-a.example';

interface ReadRow {
  route: ApiRoute;
  /** The status each role gets. */
  status: Record<Role, number>;
}

const everyMember = {
  member: 200,
  'team admin': 200,
  'platform admin': 200,
  staff: 200,
  'another team': 200,
};
const ROWS: ReadRow[] = [
  { route: API.organization.teamInfo, status: { ...everyMember, anonymous: 401 } },
  { route: API.userConfiguration.teamMembers, status: { ...everyMember, anonymous: 401 } },
  // Team admins (of their own team) and platform admins; a member of team A is refused.
  { route: API.organization.invitations, status: { ...everyMember, member: 403, anonymous: 401 } },
  { route: API.teamLook.read, status: { ...everyMember, anonymous: 401 } },
  { route: API.analytics.sheets, status: { ...everyMember, anonymous: 401 } },
  { route: API.analytics.recentVisits, status: { ...everyMember, anonymous: 401 } },
  { route: API.dashboard.get, status: { ...everyMember, anonymous: 401 } },
];

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('team reads × member, team admin, platform admin, staff, another team, anonymous', () => {
  const api = useTestApi();
  const actors = {} as Record<Role, TestBrowser>;
  beforeAll(async () => {
    const teamA = await api.createTeam('Team A');
    const teamB = await api.createTeam('Team B');
    const signedIn = async (teamId: number, role: 'member' | 'team_admin', flags = {}) =>
      api.signedIn(await api.createUser({ teamId, role, flags }));
    actors.member = await signedIn(teamA, 'member');
    actors['team admin'] = await signedIn(teamA, 'team_admin');
    actors['platform admin'] = await signedIn(teamA, 'member', { is_admin: true });
    actors.staff = await signedIn(await api.createTeam('Platform'), 'team_admin', { is_staff: true });
    actors['another team'] = await signedIn(teamB, 'team_admin');
    actors.anonymous = api.browser();
    const admin = actors['team admin'];
    expect((await admin.post(API.organization.contactInfo.path, { email: TEAM_A_EMAIL })).statusCode).toBe(
      200,
    );
    const invited = await admin.post(API.organization.invite.path, { email: TEAM_A_INVITEE, role: 'member' });
    expect(invited.statusCode).toBe(200);
    // A brand views team A's shared sheet through the registration gate.
    const sheet = await api.db.query<{ public_id: string }>(
      `INSERT INTO talent_sheets (public_id, team_id, title, sheet_type) VALUES ('teamAPitch001', $1, 'Team A Pitch', 'talent')
       RETURNING public_id`,
      [teamA],
    );
    const viewed = await api.browser('203.0.113.50').post(
      API.analytics.record.path,
      {
        event_type: 'sheet_view',
        data: { sheet_id: sheet.rows[0]!.public_id, viewer_email: TEAM_A_EMAIL },
      },
      { headers: { 'user-agent': BROWSER_UA } },
    );
    expect(viewed.statusCode).toBe(204);
  });

  for (const row of ROWS)
    for (const role of ROLES)
      it(`${row.route.method} ${row.route.path} as ${role}: ${row.status[role]}`, async () => {
        const response = await actors[role].get(row.route.path);
        expect(response.statusCode).toBe(row.status[role]);
        const body = response.body;
        if (ON_TEAM_A.includes(role) || response.statusCode !== 200) return;
        expect(body).not.toContain(TEAM_A_EMAIL);
        expect(body).not.toContain(TEAM_A_INVITEE);
        expect(body).not.toContain('Team A');
      });

  it('answers team A its own data', async () => {
    const info = (await actors.member.get(API.organization.teamInfo.path)).json<{ contact_email: string }>();
    expect(info.contact_email).toBe(TEAM_A_EMAIL);
    const invitations = (await actors['platform admin'].get(API.organization.invitations.path)).body;
    expect(invitations).toContain(TEAM_A_INVITEE);
    const look = (await actors.member.get(API.teamLook.read.path)).json<{ team_name: string }>();
    expect(look.team_name).toBe('Team A');
    const report = (await actors.member.get(`${API.analytics.sheets.path}?since_days=7`)).body;
    expect(report).toContain('Team A Pitch');
    const visits = (await actors.member.get(API.analytics.recentVisits.path)).body;
    expect(visits).toContain(TEAM_A_EMAIL);
    const home = (await actors.member.get(API.dashboard.get.path)).body;
    expect(home).toContain('Team A Pitch');
    expect(home).toContain(TEAM_A_EMAIL);
  });
});
