import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API, type UserStatus } from '@tpp/contracts';
import type pg from 'pg';
import { startTestApi, type TestApi, type TestUser } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/**
 * Admins and staff: a role × action matrix over every admin call — member, team admin,
 * platform admin, staff, another team's team admin, anonymous — plus what acting as a team and
 * spoofing a user do to the session, the audit log and the spoofed user's own sessions.
 */

type ActorName = 'anonymous' | 'member' | 'team admin' | 'admin' | 'staff' | 'another team';
const ACTORS: ActorName[] = ['anonymous', 'member', 'team admin', 'admin', 'staff', 'another team'];

interface World {
  api: TestApi;
  db: pg.Client;
  teamA: number;
  teamB: number;
  users: Record<Exclude<ActorName, 'anonymous'>, TestUser>;
  /** A plain member of team A whom staff may spoof and admins may disable. */
  target: TestUser;
}

let world: World;

describe('admin tools', () => {
  beforeAll(async () => {
    const api = await startTestApi();
    const teamA = await api.createTeam('Acme Agency');
    const teamB = await api.createTeam('Bolt Talent');
    const users = {
      member: await api.createUser({ teamId: teamA, role: 'member' }),
      'team admin': await api.createUser({ teamId: teamA, role: 'team_admin' }),
      admin: await api.createUser({ teamId: teamA, role: 'member', flags: { is_admin: true } }),
      staff: await api.createUser({ teamId: teamA, role: 'member', flags: { is_staff: true } }),
      'another team': await api.createUser({ teamId: teamB, role: 'team_admin' }),
    };
    const target = await api.createUser({ teamId: teamA, role: 'member', fullName: 'Tara Target' });
    world = { api, db: api.db, teamA, teamB, users, target };
  });

  afterAll(() => world.api.close());

  async function browserOf(actor: ActorName): Promise<TestBrowser> {
    return actor === 'anonymous' ? world.api.browser() : world.api.signedIn(world.users[actor]);
  }

  async function statusOf(browser: TestBrowser): Promise<UserStatus> {
    return (await browser.get(API.session.status.path)).json() as UserStatus;
  }

  async function auditCount(actorEmail: string, actionLike: string): Promise<number> {
    const { rows } = await world.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin_audit_log WHERE actor_email = $1 AND action LIKE $2`,
      [actorEmail, actionLike],
    );
    return rows[0]!.count;
  }

  /** Expected status per actor: what the role × action matrix says. */
  const MATRIX: {
    name: string;
    send: (browser: TestBrowser) => Promise<{ statusCode: number }>;
    allowed: ActorName[];
    /** Refusals of this call leave an audit entry naming the caller. */
    auditsRefusal?: string;
  }[] = [
    { name: 'GET /api/admin/teams', send: (b) => b.get(API.admin.teams.path), allowed: ['admin'] },
    {
      name: 'POST /api/admin/settings',
      send: (b) => b.post(API.admin.actAsTeam.path, { team_id: world.teamB }),
      allowed: ['admin'],
      auditsRefusal: 'Refused: act as team%',
    },
    {
      name: 'POST /api/admin/user/settings/fake-id',
      send: (b) => b.post(API.admin.spoofUser.path, { user_id: world.target.id }),
      allowed: ['staff'],
      auditsRefusal: 'Refused: spoof user%',
    },
    { name: 'GET /api/admin/audit-log', send: (b) => b.get(API.admin.auditLog.path), allowed: ['admin'] },
    {
      name: 'GET /api/admin/users',
      send: (b) => b.get(`${API.admin.users.path}?q=agency`),
      allowed: ['admin', 'staff'],
    },
    {
      name: 'POST /api/admin/user/account-disabled',
      send: (b) =>
        b.post(API.admin.setAccountDisabled.path, { user_id: world.target.id, account_disabled: false }),
      allowed: ['admin'],
    },
    {
      name: 'POST /api/admin/stop-acting',
      send: (b) => b.request('POST', API.admin.stopActing.path),
      allowed: ACTORS.slice(1),
    },
  ];

  describe('admin calls: role × action', () => {
    for (const row of MATRIX)
      for (const actor of ACTORS)
        it(`${row.name} as ${actor}: ${row.allowed.includes(actor) ? 'allowed' : 'refused'}`, async () => {
          const browser = await browserOf(actor);
          const before =
            actor !== 'anonymous' && row.auditsRefusal
              ? await auditCount(world.users[actor].email, row.auditsRefusal)
              : 0;
          const response = await row.send(browser);
          const expected = actor === 'anonymous' ? 401 : row.allowed.includes(actor) ? 200 : 403;
          expect(response.statusCode).toBe(expected);
          if (expected === 403 && row.auditsRefusal && actor !== 'anonymous')
            expect(await auditCount(world.users[actor].email, row.auditsRefusal)).toBe(before + 1);
          // Whatever was allowed, the session goes back to itself for the next row.
          if (actor !== 'anonymous') await browser.request('POST', API.admin.stopActing.path);
        });
  });

  describe('an admin acting as a team', () => {
    it('acts as the team everywhere, audits every write, and returns', async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const teams = (await admin.get(API.admin.teams.path)).json() as {
        teams: { id: number; team_name: string; is_active: boolean }[];
      };
      expect(teams.teams).toEqual(
        expect.arrayContaining([{ id: world.teamB, team_name: 'Bolt Talent', is_active: true }]),
      );

      expect((await admin.post(API.admin.actAsTeam.path, { team_id: world.teamB })).statusCode).toBe(200);
      const acting = await statusOf(admin);
      expect(acting).toMatchObject({
        selectedTeamId: world.teamB,
        team_name: 'Bolt Talent',
        acting_as: { kind: 'team', team_id: world.teamB, team_name: 'Bolt Talent' },
      });
      // A write lands in team B and is audited: who, as whom, what.
      const saved = await admin.post('/api/user/collections/save', {
        title: 'Acted collection',
        salesheet_ids: [],
      });
      expect(saved.statusCode).toBe(200);
      const { rows } = await world.db.query<{ team_id: number }>(
        `SELECT team_id FROM collections WHERE title = $1`,
        ['Acted collection'],
      );
      expect(rows).toEqual([{ team_id: world.teamB }]);
      const log = (await admin.get(API.admin.auditLog.path)).json() as {
        entries: { actor_email: string; as_team_name: string | null; action: string }[];
      };
      expect(log.entries[0]).toMatchObject({
        actor_email: world.users.admin.email,
        as_team_name: 'Bolt Talent',
        action: 'POST /api/user/collections/save',
      });
      expect(log.entries.some((entry) => entry.action === 'Started acting as the team')).toBe(true);

      expect((await admin.request('POST', API.admin.stopActing.path)).statusCode).toBe(200);
      const back = await statusOf(admin);
      expect(back.selectedTeamId).toBe(world.teamA);
      expect(back.acting_as).toBeNull();
      expect(await auditCount(world.users.admin.email, 'Stopped acting as the team')).toBeGreaterThan(0);
    });

    it('stops acting as a team that becomes inactive', async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const closing = await world.api.createTeam('Closing Agency');
      expect((await admin.post(API.admin.actAsTeam.path, { team_id: closing })).statusCode).toBe(200);
      expect((await statusOf(admin)).selectedTeamId).toBe(closing);
      await world.db.query(`UPDATE teams SET is_active = false WHERE id = $1`, [closing]);
      const after = await statusOf(admin);
      expect(after.selectedTeamId).toBe(world.teamA);
      expect(after.acting_as).toBeNull();
    });

    it('refuses an unknown or inactive team with 404 and a bad id with 400 naming it', async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const inactive = await world.api.createTeam('Closed Agency');
      await world.db.query(`UPDATE teams SET is_active = false WHERE id = $1`, [inactive]);
      expect((await admin.post(API.admin.actAsTeam.path, { team_id: inactive })).statusCode).toBe(404);
      expect((await admin.post(API.admin.actAsTeam.path, { team_id: 999999 })).statusCode).toBe(404);
      const bad = await admin.post(API.admin.actAsTeam.path, { team_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('team_id');
      expect((await statusOf(admin)).acting_as).toBeNull();
    });
  });

  describe('staff spoofing a user', () => {
    it("sees the app as the user, leaves the user's own sessions alone, and returns", async () => {
      const own = await world.api.signedIn(world.target);
      const staff = await world.api.signedIn(world.users.staff);
      expect((await staff.post(API.admin.spoofUser.path, { user_id: world.target.id })).statusCode).toBe(200);
      expect(await statusOf(staff)).toMatchObject({
        id: world.target.id,
        email: world.target.email,
        is_staff: false,
        acting_as: { kind: 'user', user_id: world.target.id, real_email: world.users.staff.email },
      });
      // The user's own session is untouched.
      expect(await statusOf(own)).toMatchObject({ id: world.target.id, acting_as: null });
      // While spoofing, staff hold no admin powers of their own.
      expect((await staff.get(API.admin.teams.path)).statusCode).toBe(403);
      expect(await auditCount(world.users.staff.email, 'Started spoofing the user')).toBeGreaterThan(0);

      expect((await staff.request('POST', API.admin.stopActing.path)).statusCode).toBe(200);
      expect(await statusOf(staff)).toMatchObject({
        id: world.users.staff.id,
        is_staff: true,
        acting_as: null,
      });
      expect(await auditCount(world.users.staff.email, 'Stopped spoofing the user')).toBeGreaterThan(0);
    });

    it.each(['admin', 'staff'] as const)('cannot spoof a %s (403, audited)', async (who) => {
      const other = await world.api.createUser({
        teamId: world.teamA,
        flags: who === 'admin' ? { is_admin: true } : { is_staff: true },
      });
      const staff = await world.api.signedIn(world.users.staff);
      const before = await auditCount(world.users.staff.email, 'Refused: spoof a staff member or an admin');
      const response = await staff.post(API.admin.spoofUser.path, { user_id: other.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'CANNOT_SPOOF',
        message: 'Staff cannot spoof another staff member or an admin.',
      });
      expect(await auditCount(world.users.staff.email, 'Refused: spoof a staff member or an admin')).toBe(
        before + 1,
      );
      expect((await statusOf(staff)).acting_as).toBeNull();
    });

    it('answers 404 for an unknown user', async () => {
      const staff = await world.api.signedIn(world.users.staff);
      expect((await staff.post(API.admin.spoofUser.path, { user_id: 999999 })).statusCode).toBe(404);
    });
  });

  describe('disabling an account', () => {
    it("ends the user's sessions, sends them to /account-disabled (status flag, private calls refused) and re-enables them", async () => {
      const victim = await world.api.createUser({ teamId: world.teamA });
      const before = await world.api.signedIn(victim);
      const admin = await world.api.signedIn(world.users.admin);
      const disabled = await admin.post(API.admin.setAccountDisabled.path, {
        user_id: victim.id,
        account_disabled: true,
      });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ id: victim.id, account_disabled: true });
      // Disabling ends the account's sessions at once; signing in again shows the disabled account.
      expect(await before.get(API.session.status.path).then((answer) => answer.json())).toEqual({
        authed: false,
      });
      const own = await world.api.signedIn(victim);
      expect(await statusOf(own)).toMatchObject({ account_disabled: true });
      expect((await own.get('/api/user/collections')).statusCode).toBe(403);
      expect(await auditCount(world.users.admin.email, 'Disabled the account')).toBeGreaterThan(0);

      await admin.post(API.admin.setAccountDisabled.path, { user_id: victim.id, account_disabled: false });
      expect(await statusOf(own)).toMatchObject({ account_disabled: false });
      expect((await own.get('/api/user/collections')).statusCode).toBe(200);
    });

    it('refuses disabling oneself and an unknown user, and a missing flag names the field', async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const self = await admin.post(API.admin.setAccountDisabled.path, {
        user_id: world.users.admin.id,
        account_disabled: true,
      });
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ error: 'CANNOT_DISABLE_SELF' });
      expect(
        (await admin.post(API.admin.setAccountDisabled.path, { user_id: 999999, account_disabled: true }))
          .statusCode,
      ).toBe(404);
      const missing = await admin.post(API.admin.setAccountDisabled.path, { user_id: world.target.id });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toHaveProperty('account_disabled');
    });

    it('finds users by part of their email, name or id', async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const byName = (await admin.get(`${API.admin.users.path}?q=tara%20target`)).json() as {
        users: { id: number }[];
      };
      expect(byName.users.map((user) => user.id)).toEqual([world.target.id]);
      const byId = (await admin.get(`${API.admin.users.path}?q=${world.target.id}`)).json() as {
        users: { id: number; team_name: string }[];
      };
      expect(byId.users).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: world.target.id, team_name: 'Acme Agency' })]),
      );
    });

    it("answers each user's status from the data: invited, invitation expired, no organization, active, disabled", async () => {
      const admin = await world.api.signedIn(world.users.admin);
      const inviter = await world.api.signedIn(world.users['another team']);
      const invite = async (email: string) => {
        const response = await inviter.post(API.organization.invite.path, { email, role: 'member' });
        expect(response.statusCode).toBe(200);
        return response.json() as { id: number };
      };
      await invite('status.invited@example.com');
      const expired = await invite('status.expired@example.com');
      await world.db.query(
        `UPDATE team_invitations SET expires_at = now() - interval '1 day' WHERE id = $1`,
        [expired.id],
      );
      const revoked = await invite('status.revoked@example.com');
      expect(
        (await inviter.post(API.organization.revokeInvitation.path, { invitation_id: revoked.id }))
          .statusCode,
      ).toBe(200);
      await world.api.createUser({ email: 'status.alone@example.com', teamId: null });
      await world.api.createUser({
        email: 'status.disabled@example.com',
        teamId: world.teamA,
        flags: { account_disabled: true },
      });
      await world.api.createUser({ email: 'status.member@example.com', teamId: world.teamB });

      const found = (await admin.get(`${API.admin.users.path}?q=status.`)).json() as {
        users: { email: string; status: string; team_name: string | null }[];
      };
      expect(found.users.map(({ email, status, team_name }) => ({ email, status, team_name }))).toEqual([
        { email: 'status.alone@example.com', status: 'no_organization', team_name: null },
        { email: 'status.disabled@example.com', status: 'disabled', team_name: 'Acme Agency' },
        { email: 'status.expired@example.com', status: 'invitation_expired', team_name: 'Bolt Talent' },
        { email: 'status.invited@example.com', status: 'invited', team_name: 'Bolt Talent' },
        { email: 'status.member@example.com', status: 'active', team_name: 'Bolt Talent' },
        { email: 'status.revoked@example.com', status: 'no_organization', team_name: null },
      ]);
    });
  });
});
