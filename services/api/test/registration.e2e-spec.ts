import { beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES, PASSWORD_RULE_MESSAGES, type SignInResponse } from '@tpp/contracts';
import { hashToken } from '../src/common/secure-token.js';
import { RegistrationService } from '../src/modules/accounts/services/registration.service.js';
import { uniqueEmail, useTestApi } from './support/test-api.js';

const LOOKUP = '/api/user/registration';
const CONFIRM = '/api/user/confirm-account';
const INTEREST = '/api/account-registration';

describe('registration: invitation codes, account confirmation, interest form', () => {
  const api = useTestApi();
  let invite: (email: string) => Promise<string>;
  beforeAll(async () => {
    const registration = api.app.get(RegistrationService);
    invite = (email) => registration.invite(email);
  });

  describe('POST /api/user/registration', () => {
    it('answers the invited email for a valid code, without using it', async () => {
      const email = uniqueEmail('invitee');
      const code = await invite(email);
      for (let i = 0; i < 2; i++) {
        const response = await api.browser().post(LOOKUP, { code });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ email });
      }
    });

    it('answers 404 with the spec message for an unknown, used or expired code', async () => {
      const used = await invite(uniqueEmail());
      await api.db.query('UPDATE auth_tokens SET used_at = now() WHERE token_hash = $1', [hashToken(used)]);
      const expired = await invite(uniqueEmail());
      await api.db.query(
        `UPDATE auth_tokens SET expires_at = now() - interval '1 day' WHERE token_hash = $1`,
        [hashToken(expired)],
      );
      for (const code of ['z'.repeat(43), 'garbage', used, expired]) {
        const response = await api.browser().post(LOOKUP, { code });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'REGISTRATION_CODE_NOT_FOUND',
          message: MESSAGES.registrationLookupFailed,
        });
      }
    });

    it('answers 400 naming code when it is missing', async () => {
      const response = await api.browser().post(LOOKUP, {});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['code']);
    });
  });

  describe('POST /api/user/confirm-account', () => {
    it('sets the password, uses the code and signs the user in', async () => {
      const email = uniqueEmail('newbie');
      const code = await invite(email);
      const browser = api.browser();
      const response = await browser.post(CONFIRM, {
        code,
        email: email.toUpperCase(),
        password: 'my-first-password',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<SignInResponse>()).toMatchObject({
        success: true,
        user: { authed: true, email, noTeam: true },
      });
      expect((await browser.get('/api/status')).json()).toMatchObject({ authed: true, email });
      expect(
        (await api.browser().post('/api/user/account/signin', { email, password: 'my-first-password' }))
          .statusCode,
      ).toBe(200);
      expect((await api.browser().post(LOOKUP, { code })).statusCode).toBe(404);
      const reuse = await api.browser().post(CONFIRM, { code, email, password: 'another-password' });
      expect(reuse.statusCode).toBe(400);
    });

    it('refuses a mismatching email with 400 and leaves the code usable', async () => {
      const email = uniqueEmail('invitee');
      const code = await invite(email);
      const response = await api
        .browser()
        .post(CONFIRM, { code, email: uniqueEmail('someone-else'), password: 'secret-123' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'EMAIL_MISMATCH',
        fields: { email: ['This email address does not match the invitation.'] },
      });
      expect((await api.browser().post(LOOKUP, { code })).json()).toEqual({ email });
    });

    it('refuses a bad code with 400', async () => {
      const response = await api
        .browser()
        .post(CONFIRM, { code: 'q'.repeat(43), email: uniqueEmail(), password: 'secret-123' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.registrationLookupFailed);
    });

    it('lets exactly one of two concurrent confirmations succeed', async () => {
      const email = uniqueEmail('racer');
      const code = await invite(email);
      const results = await Promise.all([
        api.browser().post(CONFIRM, { code, email, password: 'password-one' }),
        api.browser().post(CONFIRM, { code, email, password: 'password-two' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('answers 400 naming password when it is shorter than 8', async () => {
      const response = await api
        .browser()
        .post(CONFIRM, { code: 'abc', email: uniqueEmail(), password: '1234567' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: object }>().fields).toEqual({
        password: [PASSWORD_RULE_MESSAGES.tooShort],
      });
    });
  });

  describe('POST /api/account-registration', () => {
    it('records interest with 201', async () => {
      const email = uniqueEmail('prospect');
      const response = await api
        .browser()
        .post(INTEREST, { name: '  Pat Kim ', email, affiliation: 'Brightside Agency' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true });
      // The request queues the submission; the job stores it.
      await api.backgroundIdle();
      const { rows } = await api.db.query(
        'SELECT name, affiliation FROM account_registration_interest WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([{ name: 'Pat Kim', affiliation: 'Brightside Agency' }]);
    });

    it('accepts a missing affiliation', async () => {
      const response = await api.browser().post(INTEREST, { name: 'Sam', email: uniqueEmail() });
      expect(response.statusCode).toBe(201);
    });

    it('answers an account or an earlier request with that email like any other, and stores nothing more', async () => {
      // The spec's 409 EMAIL_EXISTS told anyone which addresses have accounts (test/security/enumeration).
      const user = await api.createUser();
      const prospect = uniqueEmail('twice');
      await api.browser().post(INTEREST, { name: 'First', email: prospect });
      for (const email of [user.email.toUpperCase(), prospect]) {
        const response = await api.browser().post(INTEREST, { name: 'Again', email });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ success: true });
      }
      await api.backgroundIdle();
      const { rows } = await api.db.query(
        'SELECT email, name FROM account_registration_interest WHERE email = ANY($1) ORDER BY email',
        [[user.email, prospect]],
      );
      expect(rows).toEqual([{ email: prospect, name: 'First' }]);
    });

    it('answers 400 naming name and email when they are missing', async () => {
      const response = await api.browser().post(INTEREST, { name: '   ', affiliation: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: object }>().fields).toEqual({
        name: ['name is required'],
        email: ['email is required'],
        affiliation: ['affiliation must be a string'],
      });
    });
  });
});
