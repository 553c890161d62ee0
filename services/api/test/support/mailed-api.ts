import { afterAll, beforeAll, expect } from '@jest/globals';
import { MESSAGES } from '@tpp/contracts';
import { hashToken } from '../../src/common/secure-token.js';
import { SmtpCapture } from './smtp-capture.js';
import { startedInHook, startTestApi, type TestApi, type TestApiOptions } from './test-api.js';

/** A test API that sends its mail to a real SMTP capture. */
export interface MailedApi {
  api: TestApi;
  smtp: SmtpCapture;
  /** The capture's address (SMTP_URL of another process on the same mailbox). */
  smtpUrl: string;
}

/** Starts an SMTP capture on a free port, then the API with SMTP_URL pointing at it. */
export async function startMailedApi(options: TestApiOptions = {}): Promise<MailedApi> {
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  const api = await startTestApi({ ...options, env: { ...options.env, SMTP_URL: smtpUrl } });
  return { api, smtp, smtpUrl };
}

/** Stops the API and then the capture (either may be missing when the start failed). */
export async function stopMailedApi(world: Partial<MailedApi>): Promise<void> {
  await world.api?.close();
  await world.smtp?.stop();
}

/**
 * The mailed test API of the enclosing `describe` (or file): capture and API started in a
 * `beforeAll` hook, stopped in an `afterAll` hook (see useTestApi).
 */
export function useMailedApi(
  options: TestApiOptions | (() => Promise<TestApiOptions>) = {},
): Pick<MailedApi, 'api' | 'smtp'> {
  let world: MailedApi | undefined;
  beforeAll(async () => {
    world = await startMailedApi(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => stopMailedApi(world ?? {}));
  return {
    api: startedInHook(() => world?.api, 'The test API'),
    smtp: startedInHook(() => world?.smtp, 'The SMTP capture'),
  };
}

/** The mails that carry a one-time link: the request that sends one, its answer, subject and link. */
export const MAILED_LINKS = {
  magic: {
    request: '/api/user/account/request-magic-link',
    message: MESSAGES.magicLinkSent,
    subject: 'Your sign-in link',
    prefix: 'http://tpp.test/magic-signin/',
  },
  reset: {
    request: '/api/user/account/forgot-password',
    message: MESSAGES.forgotPasswordSent,
    subject: 'Reset your password',
    prefix: 'http://tpp.test/reset-password/',
  },
} as const;

/**
 * Asks for a magic link or a password reset for the address (expecting the usual answer) and
 * answers the token of the link the mail carries (waits for the mail).
 */
export async function mailedToken(
  { api, smtp }: Pick<MailedApi, 'api' | 'smtp'>,
  email: string,
  kind: keyof typeof MAILED_LINKS,
): Promise<string> {
  const link = MAILED_LINKS[kind];
  const response = await api.browser().post(link.request, { email });
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 200,
    body: { success: true, message: link.message },
  });
  return smtp.linkToken(email, link.subject, link.prefix);
}

/** Makes a mailed token (magic link, reset or confirmation code) expired a minute ago. */
export async function expireToken(api: TestApi, token: string): Promise<void> {
  await api.db.query(
    `UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
    [hashToken(token)],
  );
}
