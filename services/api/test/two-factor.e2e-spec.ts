import { beforeAll, describe, expect, it } from '@jest/globals';
import { API, type RecoveryCodesResponse, type TwoFactorStatusResponse } from '@tpp/contracts';
import { currentStep, totpCodeAt, unusedTotpCode } from './support/second-factor.js';
import { unique, type TestUser, useTestApi } from './support/test-api.js';
import type { TestBrowser } from './support/test-browser.js';

/**
 * Two-factor sign-in in the user's own Settings (modules/accounts/two-factor/README.md): set up,
 * confirm with the app's first code (recovery codes once, the other sessions end), new recovery
 * codes, turning off (never for staff and admins), and refusals: bad input naming the field,
 * acting as someone else.
 */

const SIGN_IN = API.session.signIn.path;
const VERIFY = API.session.verifySignInCode.path;

describe('two-factor sign-in', () => {
  const api = useTestApi();
  let teamId: number;

  beforeAll(async () => {
    teamId = await api.createTeam(unique('Secure Agency'));
  });

  const statusOf = async (browser: TestBrowser) =>
    (await browser.get(API.twoFactor.status.path)).json<TwoFactorStatusResponse>();

  /** Sets up and confirms an authenticator through Settings; answers its secret and the recovery codes. */
  async function turnOn(browser: TestBrowser, user: TestUser): Promise<{ secret: string; codes: string[] }> {
    const setup = await browser.request('POST', API.twoFactor.setup.path);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await browser.post(API.twoFactor.confirm.path, {
      code: totpCodeAt(secret, currentStep()),
    });
    expect(confirmed.statusCode).toBe(200);
    user.totpSecret = secret;
    return { secret, codes: confirmed.json<RecoveryCodesResponse>().recovery_codes };
  }

  describe('two-factor sign-in in Settings', () => {
    it('a member turns it on, signs in with it, gets new recovery codes and turns it off', async () => {
      const user = await api.createUser({ teamId });
      const browser = await api.signedIn(user);
      const elsewhere = await api.signedIn(user, '198.51.100.7');
      expect(await statusOf(browser)).toEqual({
        enabled: false,
        required: false,
        enabled_at: null,
        recovery_codes_left: 0,
      });

      // A set-up is not on until its first code confirms it.
      const setup = await browser.request('POST', API.twoFactor.setup.path);
      const { secret, otpauth_uri } = setup.json<{ secret: string; otpauth_uri: string }>();
      expect(otpauth_uri).toContain(encodeURIComponent(user.email));
      expect((await statusOf(browser)).enabled).toBe(false);
      const wrong = await browser.post(API.twoFactor.confirm.path, { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'INVALID_CODE', fields: { code: [expect.any(String)] } });

      const confirmed = await browser.post(API.twoFactor.confirm.path, {
        code: totpCodeAt(secret, currentStep()),
      });
      expect(confirmed.statusCode).toBe(200);
      const codes = confirmed.json<RecoveryCodesResponse>().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(await statusOf(browser)).toMatchObject({
        enabled: true,
        required: false,
        recovery_codes_left: 10,
      });
      // The session that turned it on stays; the others (made without it) end.
      expect((await elsewhere.get(API.twoFactor.status.path)).statusCode).toBe(401);
      expect((await browser.request('POST', API.twoFactor.setup.path)).json()).toMatchObject({
        error: 'TWO_FACTOR_ALREADY_ON',
      });

      // Signing in now asks for the app.
      const next = api.browser();
      expect((await next.post(SIGN_IN, { email: user.email, password: user.password })).json()).toEqual({
        success: true,
        second_step: 'totp',
      });
      expect((await next.post(VERIFY, { recovery_code: codes[0] })).statusCode).toBe(200);
      expect((await statusOf(next)).recovery_codes_left).toBe(9);

      // New recovery codes: the old ones stop working.
      const renewed = await next.post(API.twoFactor.regenerateRecoveryCodes.path, {
        code: await unusedTotpCode(api.db, user.id, secret),
      });
      expect(renewed.statusCode).toBe(200);
      const fresh = renewed.json<RecoveryCodesResponse>().recovery_codes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(codes[1]);
      const old = await next.post(API.twoFactor.disable.path, { recovery_code: codes[1] });
      expect(old.statusCode).toBe(400);
      expect(old.json()).toMatchObject({ fields: { recovery_code: [expect.any(String)] } });

      const off = await next.post(API.twoFactor.disable.path, { recovery_code: fresh[0] });
      expect(off.json()).toEqual({ success: true });
      expect((await statusOf(next)).enabled).toBe(false);
      const plain = api.browser();
      expect(
        (await plain.post(SIGN_IN, { email: user.email, password: user.password })).json(),
      ).toMatchObject({
        user: { id: user.id },
      });
    });

    it('staff and platform admins cannot turn it off', async () => {
      for (const flags of [{ is_staff: true }, { is_admin: true }]) {
        const user = await api.createUser({ teamId, flags });
        const browser = await api.signedIn(user);
        expect(await statusOf(browser)).toMatchObject({
          enabled: true,
          required: true,
          recovery_codes_left: 0,
        });
        const refused = await browser.post(API.twoFactor.disable.path, {
          code: await unusedTotpCode(api.db, user.id),
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' });
        expect((await statusOf(browser)).enabled).toBe(true);
      }
    });

    it('refuses bad input naming the field', async () => {
      const user = await api.createUser({ teamId });
      const browser = await api.signedIn(user);
      await turnOn(browser, user);
      const cases: [string, unknown, string][] = [
        [API.twoFactor.confirm.path, { code: 'abcdef' }, 'code'],
        [API.twoFactor.confirm.path, { code: 123456 }, 'code'],
        [API.twoFactor.regenerateRecoveryCodes.path, {}, 'code'],
        [
          API.twoFactor.regenerateRecoveryCodes.path,
          { code: '123456', recovery_code: 'aaaa' },
          'recovery_code',
        ],
        [API.twoFactor.disable.path, { recovery_code: null }, 'recovery_code'],
        [API.twoFactor.disable.path, { recovery_code: 'x'.repeat(65) }, 'recovery_code'],
        [VERIFY, { code: '12345' }, 'code'],
      ];
      for (const [path, body, field] of cases) {
        const answer = await browser.post(path, body);
        expect([path, body, answer.statusCode]).toEqual([path, body, 400]);
        expect(Object.keys(answer.json<{ fields?: object }>().fields ?? {})).toContain(field);
      }
      // A recovery code never confirms a set-up.
      const other = await api.createUser({ teamId });
      const otherBrowser = await api.signedIn(other);
      await otherBrowser.request('POST', API.twoFactor.setup.path);
      const withRecovery = await otherBrowser.post(API.twoFactor.confirm.path, {
        recovery_code: 'aaaa-bbbb',
      });
      expect(withRecovery.statusCode).toBe(400);
      expect(Object.keys(withRecovery.json<{ fields: object }>().fields)).toEqual(['recovery_code']);
      // Anonymous: 401.
      expect((await api.browser().get(API.twoFactor.status.path)).statusCode).toBe(401);
    });

    it('refuses every call while staff see the app as another user', async () => {
      const member = await api.createUser({ teamId });
      const staff = await api.signedIn(
        await api.createUser({ teamId: await api.createTeam(), flags: { is_staff: true } }),
      );
      expect((await staff.post(API.admin.spoofUser.path, { user_id: member.id })).statusCode).toBe(200);
      expect((await staff.get('/api/status')).json()).toMatchObject({ id: member.id });
      const attempts = [
        await staff.get(API.twoFactor.status.path),
        await staff.request('POST', API.twoFactor.setup.path),
        await staff.post(API.twoFactor.disable.path, { code: '123456' }),
      ];
      for (const answer of attempts) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ error: 'TWO_FACTOR_WHILE_ACTING' });
      }
      const { rows } = await api.db.query('SELECT 1 FROM user_second_factors WHERE user_id = $1', [
        member.id,
      ]);
      expect(rows).toHaveLength(0);
    });
  });
});
