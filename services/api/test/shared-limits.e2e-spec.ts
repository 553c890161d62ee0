import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API, type ApiErrorBody } from '@tpp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { RateLimitService } from '../src/infrastructure/http/rate-limit.service.js';
import { expectRateLimited } from './support/rate-limited.js';
import { startTestApi, uniqueEmail, type TestApi, useTestApi } from './support/test-api.js';

/**
 * Two API application instances on the SAME database, as two processes behind a proxy: every
 * limit is counted once for both, so a limit never doubles with the number of processes.
 */
const ENV = {
  RATE_LIMIT_PER_EMAIL: '3',
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  REGISTRATION_RATE_LIMIT_PER_IP: '2',
  ANALYTICS_EVENTS_PER_IP_PER_MINUTE: '4',
  AI_REQUESTS_PER_TEAM_PER_MINUTE: '3',
  SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '5',
  SIGNIN_FAILURES_PER_IP: '12',
  SIGNIN_FIRST_DELAY_SECONDS: '30',
  SIGNIN_MAX_DELAY_SECONDS: '900',
};
const SIGNIN = '/api/user/account/signin';
const MAGIC_LINK = '/api/user/account/request-magic-link';
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length;

describe('rate limits shared by two API processes on one database', () => {
  let a: TestApi;
  let b: TestApi;
  /** One clock for both processes' limits; tests move it instead of waiting. */
  const startedAt = Date.now();
  let elapsedMs = 0;
  let collectionId: string;
  let teamSeq = 0;

  beforeAll(async () => {
    a = await startTestApi({ env: ENV });
    b = await startTestApi({ env: ENV, databaseUrl: a.databaseUrl });
    for (const api of [a, b]) api.app.get(RateLimitService).clock.now = () => startedAt + elapsedMs;
    const teamId = await a.createTeam();
    collectionId = randomBytes(12).toString('base64url');
    await a.db.query(`INSERT INTO collections (public_id, team_id, title) VALUES ($1, $2, 'C')`, [
      collectionId,
      teamId,
    ]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const apps = () => [a, b] as const;
  /** The i-th request goes to app A or B in turn. */
  const either = (i: number) => apps()[i % 2]!;

  it('sign-in backoff: wrong passwords on A make B refuse with 429 and Retry-After, then let in after the wait', async () => {
    const alice = await a.createUser();
    const ip = freshIp();
    const wrong = [];
    for (let i = 0; i < 6; i++)
      wrong.push(await a.browser(ip).post(SIGNIN, { email: alice.email, password: 'wrong-guess' }));
    expect(statuses(wrong)).toEqual(Array(6).fill(401));

    const right = () => b.browser(ip).post(SIGNIN, { email: alice.email, password: alice.password });
    expectRateLimited(await right(), 'Too many sign-in attempts. Please wait 30 seconds and try again.', 30);
    elapsedMs += 30_000;
    expect((await right()).statusCode).toBe(200);
  });

  it('sign-in: wrong passwords alternating between A and B count once each', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await either(i).browser(ip).post(SIGNIN, { email, password: 'wrong-guess' }));
    // Five free, the sixth starts the wait: with counts per process each would allow ten.
    expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('magic link: the per-address limit holds across A and B', async () => {
    const user = await a.createUser();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await either(i).browser(freshIp()).post(MAGIC_LINK, { email: user.email }));
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json()).toEqual({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[3]!.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('registration gate: the per-IP limit holds across A and B', async () => {
    const ip = freshIp();
    const register = (i: number) =>
      either(i).browser(ip).post('/api/account-registration', { name: 'Lee', email: uniqueEmail() });
    const answers = [await register(0), await register(1), await register(2), await register(3)];
    expect(statuses(answers)).toEqual([201, 201, 429, 429]);
  });

  it('analytics events: the per-IP limit per minute holds across A and B', async () => {
    const ip = freshIp();
    const event = { event_type: 'collection_view', data: { collection_id: collectionId } };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await either(i).browser(ip).post('/api/analytics', event));
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 429]);
    expect(Number(answers[4]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[4]!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  async function teamBrowsers() {
    const teamId = await a.createTeam(`Shared limits team ${++teamSeq}`);
    return Promise.all(apps().map(async (api) => api.signedIn(await api.createUser({ teamId }), freshIp())));
  }
  const askAi = (browser: Awaited<ReturnType<typeof teamBrowsers>>[number], n: number) =>
    browser.post(API.ai.tagHelper.path, { description: `Runner ${n}` });

  it('AI helpers: the per-team limit holds across A and B', async () => {
    const browsers = await teamBrowsers();
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await askAi(browsers[n % 2]!, n));
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json<ApiErrorBody>().message).toMatch(/^Too many AI helper requests\. Please wait/);
    expect(answers[3]!.headers['retry-after']).toBeDefined();
  });

  describe('parallel requests at the limit across both apps: exactly `limit` pass', () => {
    it('magic link per address (3)', async () => {
      const user = await a.createUser();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          either(i).browser(freshIp()).post(MAGIC_LINK, { email: user.email }),
        ),
      );
      expect([count(answers, 200), count(answers, 429)]).toEqual([3, 17]);
    });

    it('registration gate per IP (2)', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          either(i).browser(ip).post('/api/account-registration', { name: 'Lee', email: uniqueEmail() }),
        ),
      );
      expect([count(answers, 201), count(answers, 429)]).toEqual([2, 14]);
    });

    it('analytics events per IP (4)', async () => {
      const ip = freshIp();
      const event = { event_type: 'collection_view', data: { collection_id: collectionId } };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => either(i).browser(ip).post('/api/analytics', event)),
      );
      expect([count(answers, 204), count(answers, 429)]).toEqual([4, 16]);
    });

    it('AI helpers per team (3)', async () => {
      const browsers = await teamBrowsers();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => askAi(browsers[n % 2]!, n)));
      expect([count(answers, 200), count(answers, 429)]).toEqual([3, 9]);
    });

    it('sign-in past the free guesses: one password is checked, the rest refused', async () => {
      const alice = await a.createUser();
      const ip = freshIp();
      for (let i = 0; i < 5; i++)
        expect(
          (await either(i).browser(ip).post(SIGNIN, { email: alice.email, password: 'wrong-guess' }))
            .statusCode,
        ).toBe(401);
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          either(i).browser(ip).post(SIGNIN, { email: alice.email, password: 'wrong-guess' }),
        ),
      );
      expect([count(burst, 401), count(burst, 429)]).toEqual([1, 9]);
    });
  });
});

describe('rate limits when the database fails', () => {
  const logLines: string[] = [];
  const api = useTestApi({ env: ENV, logLines });

  it('answers the usual 500 and logs the error instead of letting the request through unlimited', async () => {
    const email = uniqueEmail();
    await api.db.query('ALTER TABLE rate_limit_windows RENAME TO rate_limit_windows_away');
    try {
      const failed = await api.browser(freshIp()).post(MAGIC_LINK, { email });
      expect(failed.statusCode).toBe(500);
      expect(failed.json<ApiErrorBody>().error).toBe('INTERNAL_ERROR');
      expect(logLines.some((line) => line.includes('rate_limit_windows'))).toBe(true);
    } finally {
      await api.db.query('ALTER TABLE rate_limit_windows_away RENAME TO rate_limit_windows');
    }
    expect((await api.browser(freshIp()).post(MAGIC_LINK, { email })).statusCode).toBe(200);
  });
});
