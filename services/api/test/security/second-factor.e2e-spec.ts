import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { SESSION_COOKIE } from '@tpp/contracts';
import { AuthTokenService } from '../../src/modules/accounts/services/auth-token.service.js';
import { SessionService } from '../../src/modules/accounts/services/session.service.js';
import {
  enrolTotp,
  totpCodeAt,
  currentStep,
  unusedTotpCode,
  TEST_TOTP_SECRET,
} from '../support/second-factor.js';
import { useMailedApi } from '../support/mailed-api.js';
import { linkIn } from '../support/smtp-capture.js';
import { unique, uniqueEmail, type TestUser } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class: staff and platform admins can see the app as anyone, so no session of theirs
 * exists without a second factor (an authenticator, TOTP, or one of their single-use recovery
 * codes), whatever path makes it: password, magic link, account confirmation, a direct session
 * insert, a promotion of a signed-in user. One without an authenticator must set one up before
 * any session exists (after a code mailed to them, when they came with a password). Wrong codes
 * wait per user.
 */

const SIGN_IN = '/api/user/account/signin';
const VERIFY = '/api/user/account/signin/verify';
const SETUP = '/api/user/account/signin/two-factor-setup';
const SETUP_CONFIRM = '/api/user/account/signin/two-factor-setup/confirm';
const MAGIC_REQUEST = '/api/user/account/request-magic-link';
const MAGIC_VERIFY = '/api/user/account/verify-magic-link/';
const CONFIRM_ACCOUNT = '/api/user/confirm-account';

/** Private calls of every kind a half signed-in browser must not reach. */
const PRIVATE_READS = [
  '/api/user/configuration',
  '/api/talent-sheets',
  '/api/user/influencers?page=1&limit=25',
  '/api/admin/teams',
  '/api/admin/audit-log',
  '/api/staff/requests',
  '/api/admin/users',
  '/api/user/two-factor',
];

// Room for a loaded machine: each test takes several sign-ins and waits for real mail.
jest.setTimeout(120_000);

describe('the second factor', () => {
  // Three wrong codes pass, the fourth makes the user wait (the sign-in back-off's setting).
  const { api, smtp } = useMailedApi({ env: { SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '3' } });
  let teamId: number;

  beforeAll(async () => {
    teamId = await api.createTeam(unique('Platform'));
  });

  const ROLES = [
    ['staff member', { is_staff: true }],
    ['platform admin', { is_admin: true }],
  ] as const;

  async function privileged(
    flags: { is_staff?: boolean; is_admin?: boolean },
    enrolled: boolean,
  ): Promise<TestUser> {
    const user = await api.createUser({
      teamId,
      role: 'team_admin',
      flags,
      email: uniqueEmail('platform'),
      twoFactor: false,
    });
    if (enrolled) await enrolTotp(api.db, user.id, TEST_TOTP_SECRET);
    return user;
  }

  async function expectNothingReachable(browser: TestBrowser): Promise<void> {
    expect(browser.sessionToken).toBeUndefined();
    expect((await browser.get('/api/status')).json()).toEqual({ authed: false });
    for (const path of PRIVATE_READS)
      expect([path, (await browser.get(path)).statusCode]).toEqual([path, 401]);
    const write = await browser.post('/api/user/talent-sheets/save', {
      title: 'x',
      sheet_type: 'talent',
      influencers: [],
    });
    expect(write.statusCode).toBe(401);
  }

  const mailedCode = (email: string) => smtp.signInCode(email);

  describe.each(ROLES)('a %s', (_role, flags) => {
    it('with an authenticator gets no session from the password alone: the code step first', async () => {
      const user = await privileged(flags, true);
      const browser = api.browser();
      const answer = await browser.post(SIGN_IN, { email: user.email, password: user.password });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, second_step: 'totp' });
      expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      await expectNothingReachable(browser);

      const signedIn = await browser.post(VERIFY, { code: await unusedTotpCode(api.db, user.id) });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ success: true, user: { authed: true, id: user.id } });
      expect((await browser.get('/api/user/configuration')).statusCode).toBe(200);
    });

    it('without an authenticator must set one up, after a mailed code, before any session exists', async () => {
      const user = await privileged(flags, false);
      const browser = api.browser();
      const answer = await browser.post(SIGN_IN, { email: user.email, password: user.password });
      expect(answer.json()).toMatchObject({ success: true, second_step: 'email_code' });
      await expectNothingReachable(browser);
      // The set-up is not open before the mailbox agreed.
      expect((await browser.request('POST', SETUP)).statusCode).toBe(401);

      const next = await browser.post(VERIFY, { code: await mailedCode(user.email) });
      expect(next.json()).toEqual({ success: true, second_step: 'totp_setup' });
      await expectNothingReachable(browser);

      const setup = await browser.request('POST', SETUP);
      expect(setup.statusCode).toBe(200);
      const { secret, otpauth_uri } = setup.json<{ secret: string; otpauth_uri: string }>();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_uri).toContain(`secret=${secret}`);
      expect(otpauth_uri.startsWith('otpauth://totp/')).toBe(true);

      expect((await browser.post(SETUP_CONFIRM, { code: '000000' })).statusCode).toBe(400);
      await expectNothingReachable(browser);
      const confirmed = await browser.post(SETUP_CONFIRM, { code: totpCodeAt(secret, currentStep()) });
      expect(confirmed.statusCode).toBe(200);
      const body = confirmed.json<{ user: { id: number }; recovery_codes: string[] }>();
      expect(body.user.id).toBe(user.id);
      expect(body.recovery_codes).toHaveLength(10);
      expect(new Set(body.recovery_codes).size).toBe(10);
      expect((await browser.get('/api/admin/audit-log')).statusCode).not.toBe(401);
      // Only hashes are kept.
      const { rows } = await api.db.query<{ code_hash: string }>(
        'SELECT code_hash FROM user_recovery_codes WHERE user_id = $1',
        [user.id],
      );
      expect(rows.map((row) => row.code_hash)).not.toContain(body.recovery_codes[0]);
    });

    it('cannot get around the second factor with a magic link', async () => {
      for (const enrolled of [false, true]) {
        const user = await privileged(flags, enrolled);
        await api.browser().post(MAGIC_REQUEST, { email: user.email });
        const mail = await smtp.waitForMail(user.email, 'Your sign-in link', 60_000);
        const token = linkIn(mail, 'http://tpp.test/magic-signin/').split('/').pop()!;
        const browser = api.browser();
        const answer = await browser.get(`${MAGIC_VERIFY}${token}`);
        expect(answer.statusCode).toBe(200);
        // The link proved the mailbox: no mailed code, but the authenticator (or its set-up).
        expect(answer.json()).toEqual({ success: true, second_step: enrolled ? 'totp' : 'totp_setup' });
        await expectNothingReachable(browser);
      }
    });

    it('cannot get around it by confirming an account with a mailed registration code', async () => {
      const user = await privileged(flags, false);
      const code = await api.app
        .get(AuthTokenService)
        .issue('registration', { userId: user.id, email: user.email }, 60_000);
      const browser = api.browser();
      const answer = await browser.post(CONFIRM_ACCOUNT, {
        code,
        email: user.email,
        password: 'a-new-long-passphrase-2026',
      });
      expect(answer.statusCode).toBe(200);
      // The mailed code proved the mailbox: the set-up of an authenticator, before any session.
      expect(answer.json()).toEqual({ success: true, second_step: 'totp_setup' });
      await expectNothingReachable(browser);
    });
  });

  describe('whatever code makes a session', () => {
    it('a session of staff, an admin or an enrolled user is refused without the second factor', async () => {
      const sessions = api.app.get(SessionService);
      const client = { ip: '127.0.0.1', userAgent: null, sessionToken: null };
      for (const flags of [{ is_staff: true }, { is_admin: true }]) {
        const user = await privileged(flags, false);
        await expect(sessions.start(user.id, client)).rejects.toThrow();
      }
      const enrolled = await api.createUser({ teamId, twoFactor: true });
      await expect(sessions.start(enrolled.id, client)).rejects.toThrow();
      const plain = await api.createUser({ teamId });
      await expect(sessions.start(plain.id, client)).resolves.toEqual(expect.any(String));
    });

    it('a signed-in user who becomes staff or an admin loses every session', async () => {
      for (const column of ['is_staff', 'is_admin']) {
        const user = await api.createUser({ teamId });
        const browser = await api.signedIn(user);
        expect((await browser.get('/api/user/configuration')).statusCode).toBe(200);
        await api.db.query(`UPDATE users SET ${column} = true WHERE id = $1`, [user.id]);
        expect((await browser.get('/api/user/configuration')).statusCode).toBe(401);
      }
    });
  });

  describe('codes', () => {
    it('an authenticator code works once', async () => {
      const user = await privileged({ is_admin: true }, true);
      const code = await unusedTotpCode(api.db, user.id);
      const first = api.browser();
      await first.post(SIGN_IN, { email: user.email, password: user.password });
      expect((await first.post(VERIFY, { code })).statusCode).toBe(200);

      const second = api.browser();
      await second.post(SIGN_IN, { email: user.email, password: user.password });
      const replay = await second.post(VERIFY, { code });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ error: 'INVALID_CODE', fields: { code: [expect.any(String)] } });
      expect(second.sessionToken).toBeUndefined();
    });

    it('wrong codes make the user wait, from any address, also with the right code', async () => {
      const user = await privileged({ is_staff: true }, true);
      const browser = api.browser('192.0.2.10');
      await browser.post(SIGN_IN, { email: user.email, password: user.password });
      // Three wrong codes pass, the fourth starts the wait.
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect((await browser.post(VERIFY, { code: '000000' })).statusCode).toBe(400);
      const waiting = await browser.post(VERIFY, { code: await unusedTotpCode(api.db, user.id) });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

      // The wait is the user's: a new sign-in from another address waits too.
      const elsewhere = api.browser('198.51.100.20');
      expect((await elsewhere.post(SIGN_IN, { email: user.email, password: user.password })).statusCode).toBe(
        200,
      );
      expect((await elsewhere.post(VERIFY, { code: await unusedTotpCode(api.db, user.id) })).statusCode).toBe(
        429,
      );
      expect((await elsewhere.post(VERIFY, { recovery_code: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(429);
      expect(elsewhere.sessionToken).toBeUndefined();
    });

    it('a recovery code signs in once, also when sent twice at the same moment', async () => {
      const user = await privileged({ is_admin: true }, false);
      // Set up through the sign-in, which answers the recovery codes once.
      const setupBrowser = api.browser();
      await setupBrowser.post(SIGN_IN, { email: user.email, password: user.password });
      await setupBrowser.post(VERIFY, { code: await mailedCode(user.email) });
      const { secret } = (await setupBrowser.request('POST', SETUP)).json<{ secret: string }>();
      const { recovery_codes: codes } = (
        await setupBrowser.post(SETUP_CONFIRM, { code: totpCodeAt(secret, currentStep()) })
      ).json<{ recovery_codes: string[] }>();

      const signInAt = async () => {
        const browser = api.browser();
        expect((await browser.post(SIGN_IN, { email: user.email, password: user.password })).json()).toEqual({
          success: true,
          second_step: 'totp',
        });
        return browser;
      };
      const [a, b] = [await signInAt(), await signInAt()];
      const answers = await Promise.all([
        a.post(VERIFY, { recovery_code: codes[0] }),
        b.post(VERIFY, { recovery_code: codes[0]!.toUpperCase() }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);

      const later = await signInAt();
      expect((await later.post(VERIFY, { recovery_code: codes[0] })).statusCode).toBe(400);
      const other = await later.post(VERIFY, { recovery_code: codes[1]!.replace(/-/g, ' ') });
      expect(other.statusCode).toBe(200);
      expect(later.sessionToken).toBeDefined();
    });

    it('a step without a pending sign-in, or an expired one, answers 401', async () => {
      const browser = api.browser();
      expect((await browser.post(VERIFY, { code: '123456' })).statusCode).toBe(401);
      const user = await privileged({ is_admin: true }, true);
      await browser.post(SIGN_IN, { email: user.email, password: user.password });
      await api.db.query(
        `UPDATE sign_in_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
      const expired = await browser.post(VERIFY, { code: await unusedTotpCode(api.db, user.id) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'SIGN_IN_STEP_EXPIRED' });
      expect(browser.sessionToken).toBeUndefined();
    });
  });
});
