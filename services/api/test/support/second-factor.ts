import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

/**
 * Two-factor sign-in for tests (modules/accounts/two-factor/README.md): an authenticator's codes
 * (RFC 6238 as every app computes them, through the otpauth package, not the API's code),
 * enrolling a user straight in the database, and finishing a sign-in's authenticator step.
 * Self-contained (no import of src/), so a security spec that uses it also runs against older
 * commits.
 */

/** A fixed authenticator secret for test users (base32). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const PERIOD_MS = 30_000;

export function totpCodeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: step * PERIOD_MS,
  });
}

export const currentStep = (now = Date.now()): number => Math.floor(now / PERIOD_MS);

/** What runs SQL: a pg.Client. */
interface Sql {
  query<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** Gives the user a confirmed authenticator with this secret. */
export async function enrolTotp(db: Sql, userId: number, secret = TEST_TOTP_SECRET): Promise<void> {
  await db.query(
    `INSERT INTO user_second_factors (user_id, secret, confirmed_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = now(), last_used_step = NULL`,
    [userId, secret],
  );
}

/**
 * A code the server accepts now and that was not used before: each code works once, and the
 * server takes the steps one either side of now, so the next unused one of now and the next step;
 * when both were used, waits for the next step to begin.
 */
export async function unusedTotpCode(db: Sql, userId: number, secret = TEST_TOTP_SECRET): Promise<string> {
  const { rows } = await db.query<{ last_used_step: string | null }>(
    `SELECT last_used_step FROM user_second_factors WHERE user_id = $1`,
    [userId],
  );
  const last = rows[0]?.last_used_step == null ? -Infinity : Number(rows[0].last_used_step);
  for (;;) {
    const now = currentStep();
    // Never the step before now: when a new step begins before the server checks the code, that
    // one falls out of the server's window (a flake seen under load); now and the next stay in it.
    const step = Math.max(now, last + 1);
    if (step <= now + 1) return totpCodeAt(secret, step);
    await sleep((now + 1) * PERIOD_MS - Date.now() + 50);
  }
}

/** The server's clock for codes (TwoFactorService.clock in the same process). */
export interface CodeClock {
  now: () => number;
}

/**
 * A code for the first step after the last one used, without waiting: when that step is ahead of
 * the server's window, the in-process server's code clock moves forward to it (only ever
 * forward), as a test moves the rate limiter's clock. For tests that sign one user in many times.
 */
export async function nextTotpCodeMovingClock(
  db: Sql,
  userId: number,
  secret: string,
  clock: CodeClock,
): Promise<string> {
  const { rows } = await db.query<{ last_used_step: string | null }>(
    `SELECT last_used_step FROM user_second_factors WHERE user_id = $1`,
    [userId],
  );
  const serverStep = currentStep(clock.now());
  const last = rows[0]?.last_used_step == null ? -Infinity : Number(rows[0].last_used_step);
  const step = Math.max(serverStep, last + 1); // not the step before: see unusedTotpCode
  if (step > serverStep + 1) {
    const offsetMs = (step - currentStep()) * PERIOD_MS;
    clock.now = () => Date.now() + offsetMs;
  }
  return totpCodeAt(secret, step);
}

/** What both test browsers answer (TestBrowser through inject, HttpBrowser over HTTP). */
interface Answer {
  statusCode: number;
  body: string;
}
interface Browser {
  post(url: string, body?: unknown): Promise<Answer>;
}

export const SIGN_IN_VERIFY = '/api/user/account/signin/verify';

/**
 * Finishes a password sign-in's answer when it asks for the authenticator: posts an unused code.
 * Answers the final response (the sign-in's own when no step was asked).
 */
export async function passAuthenticatorStep<A extends Answer>(
  browser: { post(url: string, body?: unknown): Promise<A> },
  answer: A,
  db: Sql,
  userId: number,
  secret = TEST_TOTP_SECRET,
): Promise<A> {
  if (answer.statusCode !== 200) return answer;
  const body = JSON.parse(answer.body) as { second_step?: string };
  if (body.second_step !== 'totp') return answer;
  return browser.post(SIGN_IN_VERIFY, { code: await unusedTotpCode(db, userId, secret) });
}

export type { Browser as SecondFactorBrowser };
