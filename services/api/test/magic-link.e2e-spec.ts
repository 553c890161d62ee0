import { describe, expect, it } from '@jest/globals';
import { MESSAGES, type SignInResponse } from '@tpp/contracts';
import { hashToken } from '../src/common/secure-token.js';
import { expireToken, mailedToken, useMailedApi } from './support/mailed-api.js';
import { linkIn } from './support/smtp-capture.js';
import { uniqueEmail, useTestApi } from './support/test-api.js';

const REQUEST = '/api/user/account/request-magic-link';
const VERIFY = '/api/user/account/verify-magic-link/';
const LINK_PREFIX = 'http://tpp.test/magic-signin/';

describe('magic link sign-in (mail over real SMTP)', () => {
  const { api, smtp } = useMailedApi();

  it('mails a link that signs the user in once', async () => {
    const teamId = await api.createTeam();
    const user = await api.createUser({ teamId });
    const response = await api.browser().post(REQUEST, { email: user.email.toUpperCase() });
    expect(response.json()).toEqual({ success: true, message: MESSAGES.magicLinkSent });

    const mail = await smtp.waitForMail(user.email, 'Your sign-in link');
    expect(mail.text).toContain('expires in 15 minutes');
    const link = linkIn(mail, LINK_PREFIX);
    expect(mail.html).toContain(link);
    const token = link.slice(LINK_PREFIX.length);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const { rows } = await api.db.query(
      'SELECT token_hash, kind, used_at FROM auth_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), kind: 'magic_link', used_at: null }]);

    const browser = api.browser();
    const verified = await browser.get(`${VERIFY}${token}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<SignInResponse>()).toMatchObject({
      success: true,
      user: { authed: true, id: user.id, selectedTeamId: teamId },
    });
    expect((await browser.get('/api/status')).json()).toMatchObject({ authed: true, id: user.id });

    const reused = await api.browser().get(`${VERIFY}${token}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      statusCode: 400,
      error: 'MAGIC_LINK_INVALID',
      message: MESSAGES.magicLinkInvalid,
    });

    const { rows: outbox } = await api.db.query(
      'SELECT subject, sent_at, error FROM mail_outbox WHERE recipient = $1',
      [user.email],
    );
    expect(outbox).toEqual([{ subject: 'Your sign-in link', sent_at: expect.any(Date), error: null }]);
  });

  it('lets exactly one of two concurrent redemptions of one link succeed', async () => {
    const user = await api.createUser();
    const token = await mailedToken({ api, smtp }, user.email, 'magic');
    const results = await Promise.all([
      api.browser().get(`${VERIFY}${token}`),
      api.browser().get(`${VERIFY}${token}`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const { rows } = await api.db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses an expired link', async () => {
    const user = await api.createUser();
    const token = await mailedToken({ api, smtp }, user.email, 'magic');
    await expireToken(api, token);
    const response = await api.browser().get(`${VERIFY}${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.magicLinkInvalid);
  });

  it('makes links live 15 minutes', async () => {
    const user = await api.createUser();
    const token = await mailedToken({ api, smtp }, user.email, 'magic');
    const { rows } = await api.db.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM auth_tokens WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(rows[0].seconds).toBe(15 * 60);
  });

  it('refuses made-up and malformed tokens', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a%20b']) {
      const response = await api.browser().get(`${VERIFY}${token}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.magicLinkInvalid);
    }
  });

  it('does not accept a password-reset code as a magic link', async () => {
    const user = await api.createUser();
    await api.browser().post('/api/user/account/forgot-password', { email: user.email });
    const mail = await smtp.waitForMail(user.email, 'Reset your password');
    const code = linkIn(mail, 'http://tpp.test/reset-password/').split('/').pop()!;
    expect((await api.browser().get(`${VERIFY}${code}`)).statusCode).toBe(400);
  });

  it('answers a known and an unknown address the same, before any mail is sent, and mails only the known one', async () => {
    const user = await api.createUser();
    const unknown = uniqueEmail('stranger');
    const bodies = new Set<string>();
    // Every delivery is held: an answer that waited for the lookup's mail would never arrive.
    const release = smtp.hold();
    for (const email of [user.email, unknown, user.email, unknown]) {
      const response = await api.browser().post(REQUEST, { email });
      expect(response.statusCode).toBe(200);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(smtp.mailsTo(user.email)).toEqual([]);
    release();
    await smtp.waitForMail(user.email, 'Your sign-in link');
    await api.backgroundIdle();
    expect(smtp.mailsTo(unknown)).toEqual([]);
    const { rows } = await api.db.query('SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1', [
      unknown,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('answers 400 naming email for a bad address', async () => {
    const response = await api.browser().post(REQUEST, { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: object }>().fields).toEqual({
      email: ['email must be a valid email address'],
    });
  });
});

describe('magic link without SMTP: outbox and console', () => {
  const api = useTestApi();

  it('keeps the mail in the outbox unsent, and its link works', async () => {
    const user = await api.createUser();
    await api.browser().post(REQUEST, { email: user.email });
    await api.backgroundIdle();
    const { rows } = await api.db.query(
      'SELECT subject, text_body, html_body, sent_at FROM mail_outbox WHERE recipient = $1',
      [user.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Your sign-in link', sent_at: null });
    const token = new RegExp(`${LINK_PREFIX}([A-Za-z0-9_-]+)`).exec(rows[0].text_body)![1];
    expect((await api.browser().get(`${VERIFY}${token}`)).statusCode).toBe(200);
  });
});
