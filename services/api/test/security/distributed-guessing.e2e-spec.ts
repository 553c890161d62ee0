import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { useMailedApi } from '../support/mailed-api.js';
import { linkIn } from '../support/smtp-capture.js';
import { unique, type TestUser } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/**
 * Security class: guessing at one account from many addresses. Each address stays under the
 * per-(address, IP) and per-IP back-off, so the account's password can be guessed slowly from a
 * botnet. Once more than SIGNIN_ACCOUNT_FAILURES wrong passwords came from at least
 * SIGNIN_ACCOUNT_FAILURE_IPS distinct addresses within the window, a correct password from an
 * address that never signed in to the account also needs a one-time code mailed to its owner
 * (single use, short-lived, wrong codes and mails throttled). Addresses that signed in before,
 * and magic links, are unaffected; the account itself never waits.
 *
 * Client addresses are set with Fastify inject's remoteAddress (documentation ranges, no traffic).
 */

const SIGN_IN = '/api/user/account/signin';
const VERIFY = '/api/user/account/signin/verify';
const GUESSERS = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '198.51.100.14'];

// Room for a loaded machine: each test takes several sign-ins and waits for real mail.
jest.setTimeout(120_000);

describe('guessing from many addresses', () => {
  const { api, smtp } = useMailedApi({
    env: {
      SIGNIN_ACCOUNT_FAILURES: '6',
      SIGNIN_ACCOUNT_FAILURE_IPS: '3',
      // Each guessing address stays under its own back-off (5 free failures per address and IP).
      SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '5',
      SIGNIN_FAILURES_PER_IP: '30',
      // Code mails per account and window.
      RATE_LIMIT_PER_EMAIL: '4',
    },
  });
  let teamId: number;

  beforeAll(async () => {
    teamId = await api.createTeam(unique('Guessed Agency'));
  });

  const signIn = (browser: TestBrowser, user: TestUser, password = user.password) =>
    browser.post(SIGN_IN, { email: user.email, password });

  /** Wrong passwords for the account: `perAddress` from each of the addresses. */
  async function guess(user: TestUser, addresses: string[], perAddress: number): Promise<void> {
    for (const ip of addresses)
      for (let attempt = 0; attempt < perAddress; attempt += 1) {
        const answer = await signIn(api.browser(ip), user, `wrong-guess-${attempt}`);
        expect(answer.statusCode).toBe(401);
      }
  }

  const mailedCode = (email: string) => smtp.signInCode(email);

  describe('an account guessed at from many addresses', () => {
    it('asks a new address with the right password for a mailed code (not below the threshold); a known address signs in', async () => {
      // Below the threshold nothing changes: too few failures, or from too few addresses.
      const fewFailures = await api.createUser({ teamId });
      await guess(fewFailures, GUESSERS.slice(0, 3), 2); // 6 failures: not more than 6
      expect((await signIn(api.browser('198.51.100.50'), fewFailures)).json()).toMatchObject({
        user: { id: fewFailures.id },
      });
      const fewAddresses = await api.createUser({ teamId });
      await guess(fewAddresses, GUESSERS.slice(0, 2), 5); // 10 failures from 2 addresses
      expect((await signIn(api.browser('198.51.100.51'), fewAddresses)).json()).toMatchObject({
        user: { id: fewAddresses.id },
      });

      const user = await api.createUser({ teamId });
      // The owner signed in from home before.
      expect((await signIn(api.browser('203.0.113.5'), user)).json()).toMatchObject({
        user: { id: user.id },
      });

      await guess(user, GUESSERS, 2); // 8 wrong passwords from 4 addresses

      const stranger = api.browser('198.51.100.99');
      const answer = await signIn(stranger, user);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        second_step: 'email_code',
        email_hint: expect.any(String),
      });
      expect(stranger.sessionToken).toBeUndefined();
      expect((await stranger.get('/api/user/configuration')).statusCode).toBe(401);

      const code = await mailedCode(user.email);
      const wrong = await stranger.post(VERIFY, { code: code === '000000' ? '000001' : '000000' });
      expect(wrong.statusCode).toBe(400);
      const right = await stranger.post(VERIFY, { code });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ user: { id: user.id } });
      expect((await stranger.get('/api/user/configuration')).statusCode).toBe(200);
      // Single use.
      expect((await stranger.post(VERIFY, { code })).statusCode).toBe(401);

      // The owner's known address, and now the stranger's, sign in with the password alone, at once.
      for (const ip of ['203.0.113.5', '198.51.100.99']) {
        const known = api.browser(ip);
        expect((await signIn(known, user)).json()).toMatchObject({ user: { id: user.id } });
        expect(known.sessionToken).toBeDefined();
      }
    });

    it('leaves magic links alone and never makes the account wait', async () => {
      const user = await api.createUser({ teamId });
      await guess(user, GUESSERS, 2);

      const fresh = api.browser('198.51.100.77');
      await fresh.post('/api/user/account/request-magic-link', { email: user.email });
      const mail = await smtp.waitForMail(user.email, 'Your sign-in link', 60_000);
      const token = linkIn(mail, 'http://tpp.test/magic-signin/').split('/').pop()!;
      const linked = await fresh.get(`/api/user/account/verify-magic-link/${token}`);
      expect(linked.json()).toMatchObject({ user: { id: user.id } });

      // Never a 429 for the account from a new address: the code step, at once.
      const other = api.browser('198.51.100.78');
      const answer = await signIn(other, user);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ second_step: 'email_code' });
    });

    it('a mailed code expires, and the mails are throttled per account', async () => {
      const user = await api.createUser({ teamId });
      await guess(user, GUESSERS, 2);
      const browser = api.browser('198.51.100.60');
      await signIn(browser, user);
      const code = await mailedCode(user.email);
      await api.db.query(
        `UPDATE sign_in_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
      expect((await browser.post(VERIFY, { code })).statusCode).toBe(401);
      expect(browser.sessionToken).toBeUndefined();

      // RATE_LIMIT_PER_EMAIL: 4 code mails per account and window, then 429 (no mail).
      for (let attempt = 2; attempt <= 4; attempt += 1)
        expect((await signIn(api.browser(`198.51.100.${60 + attempt}`), user)).statusCode).toBe(200);
      const refused = await signIn(api.browser('198.51.100.70'), user);
      expect(refused.statusCode).toBe(429);
    });
  });
});
