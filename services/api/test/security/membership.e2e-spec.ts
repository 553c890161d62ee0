import { describe, expect, it } from '@jest/globals';
import type { Invitation, InvitationsResponse, OrganizationMembersResponse } from '@tpp/contracts';
import { useMailedApi } from '../support/mailed-api.js';
import { invitationCode, invitationMail, ORGANIZATION_PATHS } from '../support/organization.js';
import { uniqueEmail } from '../support/test-api.js';

/**
 * Security class: team membership (modules/organization/README.md).
 *
 * - A membership starts when the invitee accepts, never at invitation time.
 * - One team's invitation (invite, resend, revoke) never ends another team's link to the person.
 * - Inviting an address that has an account in another organization answers exactly like a new
 *   address; the address's owner is told by mail.
 * - Removing a member ends only that team's access: their sessions stay, their other memberships
 *   stay, a session whose current team it was moves to another team of theirs (or none).
 * - Staff (team admins of the platform's own team) cannot remove or sign out a platform admin.
 */
const { MEMBERS, REMOVE, INVITATIONS, INVITE, RESEND, REVOKE, CONFIRM, CONFIRM_LINK } = ORGANIZATION_PATHS;

interface Status {
  authed: boolean;
  selectedTeamId: number | null;
  noTeam: boolean;
  teams: { id: number }[];
}

describe('security: team membership', () => {
  const { api, smtp } = useMailedApi();

  const team = async (name: string) => {
    const teamId = await api.createTeam(`${name} ${uniqueEmail('t').split('@')[0]}`);
    const adminUser = await api.createUser({ teamId, role: 'team_admin', fullName: 'Ada Admin' });
    const { rows } = await api.db.query<{ name: string }>('SELECT name FROM teams WHERE id = $1', [teamId]);
    return { teamId, name: rows[0]!.name, adminUser, admin: await api.signedIn(adminUser) };
  };
  const mailFrom = (email: string, teamName: string) => invitationMail(smtp, email, teamName);
  const codeFrom = async (email: string, teamName: string) => invitationCode(await mailFrom(email, teamName));
  const accept = async (email: string, code: string) => {
    const browser = api.browser();
    const response = await browser.post(CONFIRM, { code, email, password: 'joined-pass-2026' });
    return { response, browser };
  };
  const status = async (browser: { get: (path: string) => Promise<{ json: <T>() => T }> }) =>
    (await browser.get('/api/status')).json<Status>();
  const membershipsOf = async (email: string) =>
    (
      await api.db.query<{ team_id: number }>(
        `SELECT m.team_id FROM team_memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY m.team_id`,
        [email],
      )
    ).rows.map((row) => row.team_id);

  describe('invitations', () => {
    it('creates the membership only when the invitee accepts, with the invited role', async () => {
      const a = await team('Accept Agency');
      const email = uniqueEmail('accepts');
      expect((await a.admin.post(INVITE, { email, role: 'team_admin' })).statusCode).toBe(200);
      const code = await codeFrom(email, a.name);
      expect(await membershipsOf(email)).toEqual([]);
      const ids = (await a.admin.get(MEMBERS))
        .json<OrganizationMembersResponse>()
        .members.map((m) => m.email);
      expect(ids).not.toContain(email);

      const { response, browser } = await accept(email, code);
      expect(response.statusCode).toBe(200);
      expect(await membershipsOf(email)).toEqual([a.teamId]);
      expect(await status(browser)).toMatchObject({ authed: true, selectedTeamId: a.teamId, noTeam: false });
      const members = (await a.admin.get(MEMBERS)).json<OrganizationMembersResponse>().members;
      expect(members.find((m) => m.email === email)?.role).toBe('team_admin');
      expect((await a.admin.get(INVITATIONS)).json<InvitationsResponse>().invitations).toEqual([]);
    });

    it('joins only the team whose invitation was accepted, not every team that invited the person', async () => {
      const a = await team('First Inviter');
      const b = await team('Second Inviter');
      const email = uniqueEmail('two-invites');
      await a.admin.post(INVITE, { email, role: 'member' });
      await mailFrom(email, a.name);
      await b.admin.post(INVITE, { email, role: 'member' });
      const codeB = await codeFrom(email, b.name);
      const { response, browser } = await accept(email, codeB);
      expect(response.statusCode).toBe(200);
      expect((await status(browser)).teams.map((t) => t.id)).toEqual([b.teamId]);
      expect(await membershipsOf(email)).toEqual([b.teamId]);
      // A's invitation is still pending: A sees no new member.
      const members = (await a.admin.get(MEMBERS)).json<OrganizationMembersResponse>().members;
      expect(members.map((m) => m.email)).not.toContain(email);
    });

    it("never ends another team's link to the same person (invite, resend, revoke)", async () => {
      const a = await team('Keeps Link');
      const b = await team('Other Link');
      const email = uniqueEmail('kept-link');
      await a.admin.post(INVITE, { email, role: 'member' });
      const codeA = await codeFrom(email, a.name);
      const invitationB = (await b.admin.post(INVITE, { email, role: 'member' })).json<Invitation>();
      await mailFrom(email, b.name);
      expect((await b.admin.post(RESEND, { invitation_id: invitationB.id })).statusCode).toBe(200);
      await mailFrom(email, b.name);
      expect((await b.admin.post(REVOKE, { invitation_id: invitationB.id })).statusCode).toBe(200);
      // A's link still opens and accepts A's invitation.
      expect((await api.browser().post('/api/user/registration', { code: codeA })).json()).toEqual({ email });
      const { response, browser } = await accept(email, codeA);
      expect(response.statusCode).toBe(200);
      expect((await status(browser)).selectedTeamId).toBe(a.teamId);
      expect(await membershipsOf(email)).toEqual([a.teamId]);
    });

    it('answers an address of another organization exactly like a new one, and tells its owner by mail', async () => {
      const home = await team('Home Agency');
      const elsewhere = await api.createUser({ teamId: home.teamId, role: 'member' });
      const inviter = await team('Curious Agency');
      const fresh = uniqueEmail('fresh');

      const forNew = await inviter.admin.post(INVITE, { email: fresh, role: 'member' });
      const forExisting = await inviter.admin.post(INVITE, { email: elsewhere.email, role: 'member' });
      expect(forExisting.statusCode).toBe(forNew.statusCode);
      expect(forExisting.statusCode).toBe(200);
      const shape = (invitation: Invitation) => ({
        ...invitation,
        id: 0,
        email: '',
        sent_at: '',
        expires_at: '',
      });
      expect(shape(forExisting.json<Invitation>())).toEqual(shape(forNew.json<Invitation>()));
      const listed = (await inviter.admin.get(INVITATIONS)).json<InvitationsResponse>().invitations;
      expect(listed.map((i) => i.email).sort()).toEqual([fresh, elsewhere.email].sort());
      const existingInvitation = forExisting.json<Invitation>();
      const resent = await inviter.admin.post(RESEND, { invitation_id: existingInvitation.id });
      expect(resent.statusCode).toBe(200);

      // The owner is told, without a link that could set a password or join.
      const told = await mailFrom(elsewhere.email, inviter.name);
      expect(told.text).toContain(inviter.name);
      expect(told.text).not.toContain(CONFIRM_LINK);
      await mailFrom(elsewhere.email, inviter.name); // the resend
      await mailFrom(fresh, inviter.name);

      // Nothing changed for the account: same team, same password, not a member of the inviter.
      const own = await api.signedIn(elsewhere);
      expect((await status(own)).teams.map((t) => t.id)).toEqual([home.teamId]);
      const members = (await inviter.admin.get(MEMBERS)).json<OrganizationMembersResponse>().members;
      expect(members.map((m) => m.email)).not.toContain(elsewhere.email);
      expect((await inviter.admin.post(REVOKE, { invitation_id: existingInvitation.id })).statusCode).toBe(
        200,
      );
    });
  });

  describe('removing a member', () => {
    it("ends only that team's access: the session stays and moves to the member's other team", async () => {
      const a = await team('Removing Team');
      const b = await team('Staying Team');
      const user = await api.createUser({ teamId: a.teamId, role: 'member' });
      await api.db.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'member')`, [
        user.id,
        b.teamId,
      ]);
      const browser = await api.signedIn(user);
      const other = await api.signedIn(user);
      expect((await status(browser)).selectedTeamId).toBe(a.teamId);

      expect((await a.admin.post(REMOVE, { user_id: user.id })).statusCode).toBe(200);

      for (const session of [browser, other]) {
        const now = await status(session);
        expect(now).toMatchObject({ authed: true, selectedTeamId: b.teamId, noTeam: false });
        expect(now.teams.map((t) => t.id)).toEqual([b.teamId]);
        const members = await session.get(MEMBERS);
        expect(members.statusCode).toBe(200);
        expect(members.json<OrganizationMembersResponse>().members.map((m) => m.id)).toContain(
          b.adminUser.id,
        );
        expect(members.json<OrganizationMembersResponse>().members.map((m) => m.id)).not.toContain(
          a.adminUser.id,
        );
      }
      expect(await membershipsOf(user.email)).toEqual([b.teamId]);
    });

    it('leaves a member of no other team signed in without a team', async () => {
      const a = await team('Only Team');
      const user = await api.createUser({ teamId: a.teamId, role: 'member' });
      const browser = await api.signedIn(user);
      expect((await a.admin.post(REMOVE, { user_id: user.id })).statusCode).toBe(200);
      expect(await status(browser)).toMatchObject({ authed: true, selectedTeamId: null, noTeam: true });
      expect((await browser.get(MEMBERS)).statusCode).toBe(403);
    });

    it('lets staff of the platform team neither remove nor sign out a platform admin', async () => {
      const platform = await team('Talent Pitch Pro Staff');
      const staffUser = await api.createUser({
        teamId: platform.teamId,
        role: 'team_admin',
        flags: { is_staff: true },
      });
      const adminUser = await api.createUser({
        teamId: platform.teamId,
        role: 'team_admin',
        flags: { is_admin: true },
      });
      const staff = await api.signedIn(staffUser);
      const admin = await api.signedIn(adminUser);

      const refused = await staff.post(REMOVE, { user_id: adminUser.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'PLATFORM_ADMIN_PROTECTED' });
      expect(await status(admin)).toMatchObject({ authed: true, selectedTeamId: platform.teamId });
      const members = (await staff.get(MEMBERS)).json<OrganizationMembersResponse>().members;
      expect(members.map((m) => m.id)).toContain(adminUser.id);

      // A platform admin may: and even then the removed admin stays signed in.
      const second = await api.createUser({
        teamId: platform.teamId,
        role: 'member',
        flags: { is_admin: true },
      });
      const secondSession = await api.signedIn(second);
      expect((await admin.post(REMOVE, { user_id: second.id })).statusCode).toBe(200);
      expect((await status(secondSession)).authed).toBe(true);
    });
  });
});
