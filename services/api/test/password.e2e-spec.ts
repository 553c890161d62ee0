import { describe, expect, it } from '@jest/globals';
import { PASSWORD_RULE_MESSAGES, SESSION_COOKIE } from '@tpp/contracts';
import { hashToken } from '../src/common/secure-token.js';
import { expireToken, mailedToken, useMailedApi } from './support/mailed-api.js';
import { uniqueEmail } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

const FORGOT = '/api/user/account/forgot-password';
const RESET = '/api/user/account/reset-password';
const CHANGE = '/api/user/account/change-password';

describe('passwords: forgot, reset, change', () => {
  const { api, smtp } = useMailedApi();

  async function isSignedIn(browser: TestBrowser): Promise<boolean> {
    return (await browser.get('/api/status')).json<{ authed: boolean }>().authed;
  }

  describe('forgot and reset', () => {
    it('mails a reset link valid for one hour; the reset sets the password and ends every session', async () => {
      const user = await api.createUser();
      const laptop = await api.signedIn(user);
      const phone = await api.signedIn(user);
      const code = await mailedToken({ api, smtp }, user.email, 'reset');
      const { rows } = await api.db.query(
        `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth_tokens WHERE token_hash = $1`,
        [hashToken(code)],
      );
      expect(rows[0].seconds).toBe(3600);

      const response = await api.browser().post(RESET, { code, new_password: 'brand-new-secret' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(await isSignedIn(laptop)).toBe(false);
      expect(await isSignedIn(phone)).toBe(false);

      const old = await api
        .browser()
        .post('/api/user/account/signin', { email: user.email, password: user.password });
      expect(old.statusCode).toBe(401);
      const fresh = await api
        .browser()
        .post('/api/user/account/signin', { email: user.email, password: 'brand-new-secret' });
      expect(fresh.statusCode).toBe(200);
    });

    it('uses a reset code once', async () => {
      const user = await api.createUser();
      const code = await mailedToken({ api, smtp }, user.email, 'reset');
      expect((await api.browser().post(RESET, { code, new_password: 'first-choice' })).statusCode).toBe(200);
      const again = await api.browser().post(RESET, { code, new_password: 'second-choice' });
      expect(again.statusCode).toBe(400);
      expect(again.json<{ message: string }>().message).toBe(
        'This password reset link is invalid or has expired. Please request a new one.',
      );
    });

    it('lets exactly one of two concurrent resets with one code succeed', async () => {
      const user = await api.createUser();
      const code = await mailedToken({ api, smtp }, user.email, 'reset');
      const results = await Promise.all([
        api.browser().post(RESET, { code, new_password: 'racer-one' }),
        api.browser().post(RESET, { code, new_password: 'racer-two' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses an expired or unknown code', async () => {
      const user = await api.createUser();
      const code = await mailedToken({ api, smtp }, user.email, 'reset');
      await expireToken(api, code);
      expect((await api.browser().post(RESET, { code, new_password: 'whatever1' })).statusCode).toBe(400);
      expect(
        (await api.browser().post(RESET, { code: 'y'.repeat(43), new_password: 'whatever1' })).statusCode,
      ).toBe(400);
    });

    it('answers 400 naming new_password when it is too short, and code when missing', async () => {
      const response = await api.browser().post(RESET, { new_password: 'abc' });
      expect(response.statusCode).toBe(400);
      const { fields } = response.json<{ fields: Record<string, string[]> }>();
      expect(fields.new_password).toEqual([PASSWORD_RULE_MESSAGES.tooShort]);
      expect(fields.code).toEqual(['code is required']);
    });

    it('answers an unknown address exactly like a known one and mails nobody', async () => {
      const unknown = uniqueEmail('ghost');
      const user = await api.createUser();
      const a = await api.browser().post(FORGOT, { email: unknown });
      const b = await api.browser().post(FORGOT, { email: user.email });
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(b.body);
      await api.backgroundIdle();
      expect(smtp.mailsTo(unknown)).toEqual([]);
    });
  });

  describe('change password', () => {
    it('needs a session', async () => {
      const response = await api
        .browser()
        .post(CHANGE, { old_password: 'a-password', new_password: 'b-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'UNAUTHENTICATED',
        message: 'Please sign in.',
      });
    });

    it('refuses a wrong current password with 400', async () => {
      const user = await api.createUser();
      const browser = await api.signedIn(user);
      const response = await browser.post(CHANGE, {
        old_password: 'wrong-password',
        new_password: 'new-password-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'WRONG_PASSWORD',
        message: 'Your current password is not correct.',
      });
    });

    it('answers 400 naming new_password when it is shorter than 8 (the policy: test/security/password-policy)', async () => {
      const user = await api.createUser();
      const browser = await api.signedIn(user);
      const response = await browser.post(CHANGE, { old_password: user.password, new_password: '1234567' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: object }>().fields).toEqual({
        new_password: [PASSWORD_RULE_MESSAGES.tooShort],
      });
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await api.createUser();
      const here = await api.signedIn(user);
      const elsewhere = await api.signedIn(user);
      const response = await here.post(CHANGE, {
        old_password: user.password,
        new_password: 'changed-password',
      });
      expect(response.json()).toEqual({ success: true });
      expect(await isSignedIn(here)).toBe(true);
      expect(await isSignedIn(elsewhere)).toBe(false);
      expect(
        (
          await api
            .browser()
            .post('/api/user/account/signin', { email: user.email, password: 'changed-password' })
        ).statusCode,
      ).toBe(200);
      const { rows } = await api.db.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    });

    it('needs the CSRF header', async () => {
      const user = await api.createUser();
      const browser = await api.signedIn(user);
      const response = await browser.post(
        CHANGE,
        { old_password: user.password, new_password: 'changed-password' },
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect(browser.cookie(SESSION_COOKIE)).toBeDefined();
    });
  });
});
