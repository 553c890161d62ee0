import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { RateLimitService } from '../../src/infrastructure/http/rate-limit.service.js';
import { mailedToken, useMailedApi } from '../support/mailed-api.js';
import { unique, type TestUser } from '../support/test-api.js';

/**
 * Security class: mailed sign-in tokens outlive what they were for. Redeeming a magic link or a
 * password reset, or changing the password, uses up every other outstanding magic link and reset
 * of that user, so an older mail (in a forwarded thread, a shared inbox, a stolen mailbox backup)
 * no longer signs in or sets a password. And the current password of a password change is
 * guessed under the sign-in back-off, keyed by the user.
 */

const MAGIC_VERIFY = '/api/user/account/verify-magic-link/';
const RESET = '/api/user/account/reset-password';
const CHANGE = '/api/user/account/change-password';
const NEW_PASSWORD = 'a-brand-new-passphrase-2026';

// Room for a loaded machine: each test takes several sign-ins and waits for real mail.
jest.setTimeout(120_000);

describe('sign-in tokens', () => {
  const { api, smtp } = useMailedApi({ env: { SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '5' } });
  let teamId: number;

  beforeAll(async () => {
    teamId = await api.createTeam(unique('Token Agency'));
  });

  /** Asks for a mail and answers the token of its link (waits for the mail). */
  const tokenFor = (user: TestUser, kind: 'magic' | 'reset') => mailedToken({ api, smtp }, user.email, kind);

  const magicSignIn = (token: string) => api.browser().get(`${MAGIC_VERIFY}${token}`);
  const reset = (code: string) => api.browser().post(RESET, { code, new_password: NEW_PASSWORD });

  describe('outstanding sign-in tokens', () => {
    it("a redeemed magic link ends the older magic links and resets, and no other user's", async () => {
      const user = await api.createUser({ teamId });
      const other = await api.createUser({ teamId });
      const othersLink = await tokenFor(other, 'magic');
      const older = await tokenFor(user, 'magic');
      const olderReset = await tokenFor(user, 'reset');
      const newer = await tokenFor(user, 'magic');
      expect((await magicSignIn(newer)).statusCode).toBe(200);
      expect((await magicSignIn(older)).statusCode).toBe(400);
      expect((await reset(olderReset)).statusCode).toBe(400);
      expect((await magicSignIn(othersLink)).statusCode).toBe(200);
    });

    it('a password reset ends the other resets and magic links', async () => {
      const user = await api.createUser({ teamId });
      const magic = await tokenFor(user, 'magic');
      const first = await tokenFor(user, 'reset');
      const second = await tokenFor(user, 'reset');
      expect((await reset(second)).statusCode).toBe(200);
      expect((await reset(first)).statusCode).toBe(400);
      expect((await magicSignIn(magic)).statusCode).toBe(400);
    });

    it('a password change ends every outstanding magic link and reset', async () => {
      const user = await api.createUser({ teamId });
      const magic = await tokenFor(user, 'magic');
      const resetCode = await tokenFor(user, 'reset');
      const browser = await api.signedIn(user);
      const changed = await browser.post(CHANGE, { old_password: user.password, new_password: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect((await magicSignIn(magic)).statusCode).toBe(400);
      expect((await reset(resetCode)).statusCode).toBe(400);
    });
  });

  describe('change password', () => {
    it('makes wrong current passwords wait (the sign-in back-off, keyed by the user)', async () => {
      const user = await api.createUser({ teamId });
      const browser = await api.signedIn(user);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt += 1)
        statuses.push(
          (await browser.post(CHANGE, { old_password: `wrong-${attempt}`, new_password: NEW_PASSWORD }))
            .statusCode,
        );
      // Five free failures and the sixth that starts the wait answer 400; the rest wait.
      expect(statuses.filter((status) => status === 400)).toHaveLength(6);
      expect(statuses.slice(6).every((status) => status === 429)).toBe(true);

      // The right password waits too, also from another session of the same user.
      const other = await api.signedIn(user, '198.51.100.40');
      const waiting = await other.post(CHANGE, { old_password: user.password, new_password: NEW_PASSWORD });
      expect(waiting.statusCode).toBe(429);
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

      // Once the wait is over it works.
      const clock = api.app.get(RateLimitService).clock;
      const realNow = clock.now;
      clock.now = () => Date.now() + 24 * 60 * 60 * 1000;
      try {
        const done = await other.post(CHANGE, { old_password: user.password, new_password: NEW_PASSWORD });
        expect(done.statusCode).toBe(200);
      } finally {
        clock.now = realNow;
      }
    });
  });
});
