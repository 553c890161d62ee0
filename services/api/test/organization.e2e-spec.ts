import { describe, expect, it } from '@jest/globals';
import {
  API,
  INVITATION_LIFETIME_DAYS,
  ORGANIZATION_MESSAGES,
  type Invitation,
  type InvitationsResponse,
  type OrganizationMembersResponse,
  type TeamInfoResponse,
} from '@tpp/contracts';
import { invitationCode, invitationMail, ORGANIZATION_PATHS } from './support/organization.js';
import { createSheet } from './factories/sheets.js';
import { useMailedApi } from './support/mailed-api.js';
import { uniqueEmail } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';
import { rosterCreator } from './factories/talent.js';

const { MEMBERS, REMOVE, INVITATIONS, INVITE, RESEND, REVOKE, CONFIRM } = ORGANIZATION_PATHS;
const TEAM_INFO = API.organization.teamInfo.path;
const CONTACT = API.organization.contactInfo.path;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('organization: contact information, members, invitations', () => {
  const { api, smtp } = useMailedApi();

  /** A team with a signed-in team admin (and its user). */
  const team = async (name = 'Org Agency') => {
    const teamId = await api.createTeam(name);
    const adminUser = await api.createUser({ teamId, role: 'team_admin', fullName: 'Ada Admin' });
    return { teamId, adminUser, admin: await api.signedIn(adminUser) };
  };
  const member = async (teamId: number, role: 'member' | 'team_admin' = 'member', fullName = 'Mo Member') => {
    const user = await api.createUser({ teamId, role, fullName });
    return { user, browser: await api.signedIn(user) };
  };
  const fieldsOf = (response: { json: <T>() => T }) =>
    Object.keys(response.json<{ fields: object }>().fields);

  describe('contact information', () => {
    it('starts empty, saves the given fields, keeps absent ones, clears with an empty string', async () => {
      const { admin } = await team();
      expect((await admin.get(TEAM_INFO)).json()).toEqual({
        contact_email: null,
        phone_number: null,
        homepage: null,
        bio: null,
      });
      const saved = await admin.post(CONTACT, {
        email: ' Hello@Agency.Test ',
        phone: '+1 (303) 555-0100',
        homepage: 'https://agency.test/about',
        bio: 'We represent creators.',
      });
      expect(saved.statusCode).toBe(200);
      const all: TeamInfoResponse = {
        contact_email: 'hello@agency.test',
        phone_number: '+1 (303) 555-0100',
        homepage: 'https://agency.test/about',
        bio: 'We represent creators.',
      };
      expect(saved.json()).toEqual(all);
      expect((await admin.post(CONTACT, { bio: 'New bio' })).json()).toEqual({ ...all, bio: 'New bio' });
      expect((await admin.post(CONTACT, { phone: '', homepage: '' })).json()).toEqual({
        ...all,
        bio: 'New bio',
        phone_number: null,
        homepage: null,
      });
      expect((await admin.get(TEAM_INFO)).json<TeamInfoResponse>().phone_number).toBeNull();
    });

    it('refuses bad values with 400 naming the field, and keeps what was saved', async () => {
      const { admin } = await team();
      await admin.post(CONTACT, { email: 'keep@agency.test', bio: 'Keep' });
      const cases: [object, string][] = [
        [{ email: 'not-an-email' }, 'email'],
        [{ phone: 'call me maybe' }, 'phone'],
        [{ phone: '12' }, 'phone'],
        [{ homepage: 'ftp://agency.test' }, 'homepage'],
        [{ homepage: 'javascript:alert(1)' }, 'homepage'],
        [{ homepage: 'agency.test' }, 'homepage'],
        [{ bio: 'x'.repeat(2001) }, 'bio'],
        [{ bio: null }, 'bio'],
        [{ email: 42 }, 'email'],
      ];
      for (const [body, field] of cases) {
        const response = await admin.post(CONTACT, body);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual([field]);
      }
      expect((await admin.get(TEAM_INFO)).json<TeamInfoResponse>()).toMatchObject({
        contact_email: 'keep@agency.test',
        bio: 'Keep',
      });
      expect((await admin.post(CONTACT, { bio: 'x'.repeat(2000) })).statusCode).toBe(200);
    });

    it('shows on the public roster and public sheets at once (their caches follow)', async () => {
      const { teamId, admin } = await team('Public Agency');
      const creator = await rosterCreator(api.db, teamId);
      const sheet = await createSheet(admin, [creator.id]);
      const anonymous = api.browser();
      const roster = async () =>
        (await anonymous.get(`/api/team/roster/${teamId}`, { csrf: false })).json<{
          team: Record<string, unknown>;
        }>().team;
      const publicSheet = async () =>
        (await anonymous.get(`/api/public/talent-sheets/${sheet.sheet_id}`, { csrf: false })).json<
          Record<string, unknown>
        >();
      expect((await roster()).team_contact_email ?? null).toBeNull();
      expect((await publicSheet()).team_contact_email ?? null).toBeNull();
      await admin.post(CONTACT, {
        email: 'pitch@agency.test',
        phone: '303 555 0100',
        homepage: 'https://agency.test',
        bio: 'Our bio',
      });
      expect(await roster()).toMatchObject({
        team_contact_email: 'pitch@agency.test',
        team_phone: '303 555 0100',
        team_homepage: 'https://agency.test',
        team_bio: 'Our bio',
      });
      expect(await publicSheet()).toMatchObject({
        team_contact_email: 'pitch@agency.test',
        team_phone: '303 555 0100',
        team_homepage: 'https://agency.test',
        team_bio: 'Our bio',
      });
    });

    it('lets a member read it but not change it (403 with the policy message)', async () => {
      const { teamId, admin } = await team();
      await admin.post(CONTACT, { bio: 'Admins only' });
      const { browser } = await member(teamId);
      expect((await browser.get(TEAM_INFO)).json<TeamInfoResponse>().bio).toBe('Admins only');
      const refused = await browser.post(CONTACT, { bio: 'Mine' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Only team admins can change the contact information.',
      });
      expect((await admin.get(TEAM_INFO)).json<TeamInfoResponse>().bio).toBe('Admins only');
    });
  });

  describe('members and removal', () => {
    it('lists confirmed members with their role, by name', async () => {
      const { teamId, admin, adminUser } = await team();
      const { user } = await member(teamId, 'member', 'Bea Member');
      await api.createUser({ teamId, password: null, fullName: 'Invited Only' });
      const { members } = (await admin.get(MEMBERS)).json<OrganizationMembersResponse>();
      // Team admins also see each member's Add Talent cap (none here: test/member-credit-caps).
      expect(members).toEqual([
        {
          id: adminUser.id,
          full_name: 'Ada Admin',
          email: adminUser.email,
          role: 'team_admin',
          credit_cap: null,
        },
        { id: user.id, full_name: 'Bea Member', email: user.email, role: 'member', credit_cap: null },
      ]);
    });

    it("removes a member: gone from the list, the team's data closed to their session at once", async () => {
      const { teamId, admin } = await team();
      const { user, browser } = await member(teamId);
      expect((await browser.get(MEMBERS)).statusCode).toBe(200);
      const removed = await admin.post(REMOVE, { user_id: user.id });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      // Only this team's access ends (test/security/membership.e2e-spec.ts): signed in, no team.
      expect((await browser.get(MEMBERS)).statusCode).toBe(403);
      expect((await browser.get('/api/status')).json()).toMatchObject({ authed: true, noTeam: true });
      const ids = (await admin.get(MEMBERS)).json<OrganizationMembersResponse>().members.map((m) => m.id);
      expect(ids).not.toContain(user.id);
      const again = await admin.post(REMOVE, { user_id: user.id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: 'MEMBER_NOT_FOUND' });
    });

    it('keeps at least one team admin and refuses removing oneself', async () => {
      const { teamId, admin, adminUser } = await team();
      const self = await admin.post(REMOVE, { user_id: adminUser.id });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({
        error: 'CANNOT_REMOVE_SELF',
        message: ORGANIZATION_MESSAGES.cannotRemoveSelf,
      });
      // A platform admin acting in the team (a member by role) cannot remove the only team admin.
      const platformAdmin = await api.createUser({ teamId, role: 'member', flags: { is_admin: true } });
      const platform = await api.signedIn(platformAdmin);
      const last = await platform.post(REMOVE, { user_id: adminUser.id });
      expect(last.statusCode).toBe(409);
      expect(last.json()).toMatchObject({
        error: 'LAST_TEAM_ADMIN',
        message: ORGANIZATION_MESSAGES.lastTeamAdmin,
      });
      // With a second team admin, the first can go.
      const { user: second } = await member(teamId, 'team_admin', 'Second Admin');
      expect((await platform.post(REMOVE, { user_id: adminUser.id })).statusCode).toBe(200);
      expect((await admin.get(MEMBERS)).statusCode).toBe(403);
      const left = (await platform.get(MEMBERS)).json<OrganizationMembersResponse>().members.map((m) => m.id);
      expect(left).toEqual(expect.arrayContaining([second.id, platformAdmin.id]));
    });

    it("answers 404 for another team's member and leaves them in place", async () => {
      const a = await team('Team A');
      const b = await team('Team B');
      const { user, browser } = await member(b.teamId);
      expect((await a.admin.post(REMOVE, { user_id: user.id })).statusCode).toBe(404);
      expect((await browser.get(MEMBERS)).statusCode).toBe(200);
      expect((await a.admin.post(REMOVE, { user_id: 2147483000 })).statusCode).toBe(404);
    });

    it('refuses members (403) and bad ids (400 naming user_id)', async () => {
      const { teamId, adminUser } = await team();
      const { browser } = await member(teamId);
      const refused = await browser.post(REMOVE, { user_id: adminUser.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Only team admins can manage the members of the organization.',
      });
      const { admin } = await team();
      for (const body of [{}, { user_id: 'x' }, { user_id: -1 }, { user_id: 1.5 }]) {
        const response = await admin.post(REMOVE, body);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual(['user_id']);
      }
    });
  });

  describe('invitations', () => {
    const confirm = async (email: string, code: string) => {
      const browser = api.browser();
      const response = await browser.post(CONFIRM, {
        code,
        password: 'new-pass-2026',
        email,
      });
      return { response, browser };
    };
    const codeOf = async (email: string, teamName: string) => {
      const mail = await invitationMail(smtp, email, teamName);
      expect(mail.text).toContain(`It expires in ${INVITATION_LIFETIME_DAYS} days.`);
      return invitationCode(mail);
    };

    it('invites with a role: the mail carries /new-user-confirm/{code}; confirming joins the team', async () => {
      const { admin, adminUser } = await team('Invite Agency');
      const email = uniqueEmail('invitee');
      const response = await admin.post(INVITE, { email: email.toUpperCase(), role: 'team_admin' });
      expect(response.statusCode).toBe(200);
      const invitation = response.json<Invitation>();
      expect(invitation).toMatchObject({
        email,
        role: 'team_admin',
        invited_by: 'Ada Admin',
        expired: false,
      });
      const lifetime = Date.parse(invitation.expires_at) - Date.parse(invitation.sent_at);
      expect(Math.round(lifetime / DAY_MS)).toBe(INVITATION_LIFETIME_DAYS);
      expect((await admin.get(INVITATIONS)).json<InvitationsResponse>().invitations.map((i) => i.id)).toEqual(
        [invitation.id],
      );
      const code = await codeOf(email, 'Invite Agency');
      const { response: confirmed, browser } = await confirm(email, code);
      expect(confirmed.statusCode).toBe(200);
      const members = (await browser.get(MEMBERS)).json<OrganizationMembersResponse>().members;
      expect(members.map((m) => [m.email, m.role])).toEqual(
        expect.arrayContaining([
          [adminUser.email, 'team_admin'],
          [email, 'team_admin'],
        ]),
      );
      expect((await admin.get(INVITATIONS)).json<InvitationsResponse>().invitations).toEqual([]);
    });

    it('resends with a new link (the old one stops working) and revokes', async () => {
      const { admin } = await team('Resend Agency');
      const email = uniqueEmail('resend');
      const invitation = (await admin.post(INVITE, { email, role: 'member' })).json<Invitation>();
      const first = await codeOf(email, 'Resend Agency');
      await api.db.query(`UPDATE team_invitations SET expires_at = now() - interval '1 day' WHERE id = $1`, [
        invitation.id,
      ]);
      expect((await admin.get(INVITATIONS)).json<InvitationsResponse>().invitations[0]!.expired).toBe(true);
      const resent = await admin.post(RESEND, { invitation_id: invitation.id });
      expect(resent.statusCode).toBe(200);
      expect(resent.json<Invitation>().expired).toBe(false);
      const second = await codeOf(email, 'Resend Agency');
      expect(second).not.toBe(first);
      expect((await confirm(email, first)).response.statusCode).toBe(400);
      expect((await admin.post(REVOKE, { invitation_id: invitation.id })).json()).toEqual({ success: true });
      expect((await confirm(email, second)).response.statusCode).toBe(400);
      expect((await admin.get(INVITATIONS)).json<InvitationsResponse>().invitations).toEqual([]);
      expect((await admin.post(REVOKE, { invitation_id: invitation.id })).statusCode).toBe(404);
      expect((await admin.post(RESEND, { invitation_id: invitation.id })).statusCode).toBe(404);
    });

    it('inviting a pending address again sends it again; members answer 409 on email, other accounts like new ones', async () => {
      const { teamId, admin } = await team('Again Agency');
      const email = uniqueEmail('again');
      const first = (await admin.post(INVITE, { email, role: 'member' })).json<Invitation>();
      await codeOf(email, 'Again Agency');
      const again = (await admin.post(INVITE, { email, role: 'team_admin' })).json<Invitation>();
      expect(again).toMatchObject({ id: first.id, role: 'team_admin' });
      await codeOf(email, 'Again Agency');
      const { user } = await member(teamId);
      const existing = await admin.post(INVITE, { email: user.email, role: 'member' });
      expect(existing.statusCode).toBe(409);
      expect(existing.json()).toMatchObject({
        error: 'ALREADY_MEMBER',
        fields: { email: [ORGANIZATION_MESSAGES.alreadyMember] },
      });
      // An account of another organization is not revealed (test/security/membership.e2e-spec.ts).
      const other = await team('Other Agency');
      const elsewhere = await other.admin.post(INVITE, { email: user.email, role: 'member' });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.json()).toMatchObject({ email: user.email, role: 'member', expired: false });
    });

    it("answers 404 for another team's invitation and changes nothing", async () => {
      const a = await team('A Invites');
      const b = await team('B Invites');
      const email = uniqueEmail('cross');
      const invitation = (await a.admin.post(INVITE, { email, role: 'member' })).json<Invitation>();
      const code = await codeOf(email, 'A Invites');
      expect((await b.admin.post(REVOKE, { invitation_id: invitation.id })).statusCode).toBe(404);
      expect((await b.admin.post(RESEND, { invitation_id: invitation.id })).statusCode).toBe(404);
      expect((await b.admin.get(INVITATIONS)).json<InvitationsResponse>().invitations).toEqual([]);
      expect((await confirm(email, code)).response.statusCode).toBe(200);
    });

    it('refuses members (403) and bad input (400 naming the field)', async () => {
      const { teamId, admin } = await team();
      const { browser } = await member(teamId);
      expect((await browser.get(INVITATIONS)).statusCode).toBe(403);
      expect((await browser.post(INVITE, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(403);
      const cases: [object, string][] = [
        [{ role: 'member' }, 'email'],
        [{ email: 'nope', role: 'member' }, 'email'],
        [{ email: uniqueEmail() }, 'role'],
        [{ email: uniqueEmail(), role: 'owner' }, 'role'],
        [{ email: uniqueEmail(), role: 'team_contact' }, 'role'],
      ];
      for (const [body, field] of cases) {
        const response = await admin.post(INVITE, body);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response)).toEqual([field]);
      }
      const revoke = await admin.post(REVOKE, { invitation_id: 'x' });
      expect(revoke.statusCode).toBe(400);
      expect(fieldsOf(revoke)).toEqual(['invitation_id']);
    });
  });

  it('answers 401 without a session', async () => {
    const anonymous: TestBrowser = api.browser();
    for (const path of [TEAM_INFO, MEMBERS, INVITATIONS])
      expect((await anonymous.get(path)).statusCode).toBe(401);
  });
});
