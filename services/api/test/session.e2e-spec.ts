import { describe, expect, it } from '@jest/globals';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  type SignedInResponse,
  type SignInResponse,
  type UserStatus,
} from '@tpp/contracts';
import { hashToken } from '../src/common/secure-token.js';
import { AccountHousekeeping } from '../src/modules/accounts/services/account-housekeeping.service.js';
import { TEST_PASSWORD, uniqueEmail, useTestApi } from './support/test-api.js';

const SIGN_IN = '/api/user/account/signin';

describe('session: status, sign-in, sign-out, CSRF', () => {
  const api = useTestApi();

  async function sessionRow(token: string | undefined) {
    const { rows } = await api.db.query(
      'SELECT user_id, revoked_at, user_agent, ip FROM sessions WHERE id = $1',
      [hashToken(token ?? '')],
    );
    return rows[0] as
      { user_id: number; revoked_at: Date | null; user_agent: string; ip: string } | undefined;
  }

  it('answers {authed:false} without a session and sets the CSRF cookie', async () => {
    const browser = api.browser();
    const response = await browser.get('/api/status', { csrf: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authed: false });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; SameSite=Lax$`));
  });

  it('GET /api/csrf-token returns the token that is also the cookie', async () => {
    const browser = api.browser();
    const response = await browser.get('/api/csrf-token', { csrf: false });
    expect(response.json()).toEqual({ token: browser.cookie(CSRF_COOKIE) });
    const again = await browser.get('/api/csrf-token', { csrf: false });
    expect(again.json()).toEqual({ token: browser.cookie(CSRF_COOKIE) });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with email and password: HttpOnly session cookie, the whole status, a session row', async () => {
    const teamId = await api.createTeam('Signin Agency', {
      noTalentSheets: true,
      pageTheme: 'dark',
      displayAccentColor: 'shine-gold',
    });
    const user = await api.createUser({
      teamId,
      role: 'team_admin',
      fullName: 'Dana Reyes',
      flags: { show_notification: true },
    });
    const browser = api.browser('10.1.2.3');
    const response = await browser.post(SIGN_IN, {
      email: `  ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const body = response.json<SignInResponse>();
    const expected: UserStatus = {
      authed: true,
      id: user.id,
      account_id: user.id,
      user_name: 'Dana Reyes',
      email: user.email,
      primary_team_id: teamId,
      selectedTeamId: teamId,
      team_name: 'Signin Agency',
      teamRole: 'team_admin',
      teams: [
        {
          id: teamId,
          name: 'Signin Agency',
          image_url: null,
          role: 'team_admin',
          is_team_admin: true,
          is_team_contact: false,
          settings: { pageTheme: 'dark', noTalentSheets: true, displayTableColor: null },
        },
      ],
      settings: { email: user.email, full_name: 'Dana Reyes', nickname: '' },
      teamSettings: { pageTheme: 'dark', noTalentSheets: true, displayTableColor: null },
      favoriteInfluencers: [],
      search_only: false,
      is_admin: false,
      is_staff: false,
      is_team_admin: true,
      noTeam: false,
      account_disabled: false,
      suspended: false,
      show_notification: true,
      has_unread_conversations: false,
      acting_as: null,
      old_site_url: null,
    };
    expect(body).toEqual({ success: true, user: expected });
    expect((await browser.get('/api/status')).json()).toEqual(expected);
    const row = await sessionRow(browser.sessionToken);
    expect(row).toMatchObject({
      user_id: user.id,
      revoked_at: null,
      user_agent: 'tpp-tests',
      ip: '10.1.2.3',
    });
  });

  it('stores only the hash of the session token', async () => {
    const user = await api.createUser();
    const browser = await api.signedIn(user);
    const { rows } = await api.db.query('SELECT id FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ id: hashToken(browser.sessionToken!) }]);
  });

  it('gives a new session id at every sign-in and revokes the one the browser had', async () => {
    const user = await api.createUser();
    const browser = await api.signedIn(user);
    const first = browser.sessionToken;
    await browser.post(SIGN_IN, { email: user.email, password: user.password });
    const second = browser.sessionToken;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await sessionRow(first))?.revoked_at).not.toBeNull();
    expect((await sessionRow(second))?.revoked_at).toBeNull();
    const stale = api.browser();
    stale.setCookie(SESSION_COOKIE, first!);
    expect((await stale.get('/api/status')).json()).toEqual({ authed: false });
  });

  it('refuses a wrong password and an unknown email alike with 401', async () => {
    const user = await api.createUser();
    const wrong = await api.browser().post(SIGN_IN, { email: user.email, password: 'not-the-password' });
    const unknown = await api.browser().post(SIGN_IN, { email: uniqueEmail('nobody'), password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
      });
    }
  });

  it('refuses an invited user who has no password yet', async () => {
    const user = await api.createUser({ password: null });
    const response = await api.browser().post(SIGN_IN, { email: user.email, password: '' });
    expect(response.statusCode).toBe(400);
    const again = await api.browser().post(SIGN_IN, { email: user.email, password: 'anything' });
    expect(again.statusCode).toBe(401);
  });

  it('answers 400 naming the fields for bad input', async () => {
    const browser = api.browser();
    const response = await browser.post(SIGN_IN, { email: 'not-an-email', password: '', admin: true });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string; fields: Record<string, string[]> }>();
    expect(body.error).toBe('INVALID_INPUT');
    expect(Object.keys(body.fields).sort()).toEqual(['admin', 'email', 'password']);
    expect(body.fields.email).toEqual(['email must be a valid email address']);
    expect(body.fields.password).toEqual(['password is required']);
    expect(body.fields.admin).toEqual(['property admin should not exist']);
    expect(body.message).toContain('email must be a valid email address.');
    const missing = await browser.post(SIGN_IN, {});
    expect(Object.keys(missing.json<{ fields: object }>().fields).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const browser = api.browser();
    const malformed = await browser.request('POST', SIGN_IN, { payload: '{"email": "a@b.c",' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
    const array = await browser.request('POST', SIGN_IN, { payload: '[1,2]' });
    expect(array.statusCode).toBe(400);
    expect(array.json<{ error: string }>().error).toBe('INVALID_INPUT');
  });

  it('lets a disabled account sign in; the status says account_disabled', async () => {
    const user = await api.createUser({ flags: { account_disabled: true, suspended: true } });
    const browser = api.browser();
    const response = await browser.post(SIGN_IN, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<SignedInResponse>().user).toMatchObject({ account_disabled: true, suspended: true });
  });

  it('reports noTeam for a user without a membership', async () => {
    const user = await api.createUser({ email: uniqueEmail('solo') });
    const browser = await api.signedIn(user);
    expect((await browser.get('/api/status')).json()).toMatchObject({
      authed: true,
      noTeam: true,
      teams: [],
      primary_team_id: null,
      selectedTeamId: null,
      team_name: null,
      teamRole: null,
      is_team_admin: false,
      user_name: 'Test Person',
      teamSettings: { pageTheme: null, noTalentSheets: false, displayTableColor: null },
    });
  });

  it('selects the primary team among several memberships', async () => {
    const first = await api.createTeam();
    const primary = await api.createTeam('Primary Team');
    const user = await api.createUser({ teamId: first });
    await api.db.query(
      `INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'team_contact')`,
      [user.id, primary],
    );
    await api.db.query('UPDATE users SET primary_team_id = $1 WHERE id = $2', [primary, user.id]);
    const status = (await (await api.signedIn(user)).get('/api/status')).json<UserStatus>();
    expect(status.teams).toHaveLength(2);
    expect(status).toMatchObject({
      selectedTeamId: primary,
      primary_team_id: primary,
      team_name: 'Primary Team',
      teamRole: 'team_contact',
    });
    expect(status.teams.find((team) => team.id === primary)).toMatchObject({
      is_team_contact: true,
      is_team_admin: false,
    });
  });

  it('signs out: the session is revoked server-side and the cookie cleared', async () => {
    const user = await api.createUser();
    const browser = await api.signedIn(user);
    const token = browser.sessionToken;
    const response = await browser.get('/api/user/signout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(browser.sessionToken).toBeUndefined();
    expect((await sessionRow(token))?.revoked_at).not.toBeNull();
    const replay = api.browser();
    replay.setCookie(SESSION_COOKIE, token!);
    expect((await replay.get('/api/status')).json()).toEqual({ authed: false });
    expect((await replay.get('/api/user/configuration')).statusCode).toBe(401);
  });

  it('signing out without a session still answers success', async () => {
    const response = await api.browser().get('/api/user/signout');
    expect(response.json()).toEqual({ success: true });
  });

  it('purges sessions a week after they ended and keeps live ones', async () => {
    const user = await api.createUser();
    const live = await api.signedIn(user);
    const ended = await api.signedIn(user);
    await api.db.query(`UPDATE sessions SET revoked_at = now() - interval '8 days' WHERE id = $1`, [
      hashToken(ended.sessionToken!),
    ]);
    await api.app.get(AccountHousekeeping).purgeEnded();
    expect(await sessionRow(ended.sessionToken)).toBeUndefined();
    expect(await sessionRow(live.sessionToken)).toMatchObject({ revoked_at: null });
  });

  describe('CSRF', () => {
    it('refuses a write without the header, with a wrong header, or without the cookie', async () => {
      const user = await api.createUser();
      const expected = {
        statusCode: 403,
        error: 'CSRF',
        message: 'Missing or invalid CSRF token. Reload the page and try again.',
      };
      const browser = api.browser();
      await browser.get('/api/csrf-token', { csrf: false });
      const noHeader = await browser.post(
        SIGN_IN,
        { email: user.email, password: user.password },
        { csrf: false },
      );
      expect(noHeader.statusCode).toBe(403);
      expect(noHeader.json()).toEqual(expected);
      const wrongHeader = await browser.post(
        SIGN_IN,
        { email: user.email, password: user.password },
        { csrf: false, headers: { 'x-csrf-token': 'x'.repeat(43) } },
      );
      expect(wrongHeader.json()).toEqual(expected);
      const noCookie = await api.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { 'x-csrf-token': browser.cookie(CSRF_COOKIE)! },
        payload: { email: user.email, password: user.password },
      });
      expect(noCookie.statusCode).toBe(403);
      expect(String(noCookie.headers['set-cookie'])).toContain(`${CSRF_COOKIE}=`);
    });

    it('protects the sign-out GET', async () => {
      const user = await api.createUser();
      const browser = await api.signedIn(user);
      const response = await browser.get('/api/user/signout', { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.headers['x-request-id']).toBeDefined();
      expect((await browser.request('HEAD', '/api/user/signout', { csrf: false })).statusCode).toBe(403);
      expect((await browser.get('/api/status')).json()).toMatchObject({ authed: true });
    });

    it('protects writes to routes that do not exist (no probing around it)', async () => {
      const response = await api.browser().post('/api/unknown', {}, { csrf: false });
      expect(response.statusCode).toBe(403);
    });
  });
});
