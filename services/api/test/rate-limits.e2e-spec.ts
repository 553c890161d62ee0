import { beforeAll, describe, expect, it } from '@jest/globals';
import { RateLimitService } from '../src/infrastructure/http/rate-limit.service.js';
import { expectRateLimited } from './support/rate-limited.js';
import { uniqueEmail, useTestApi } from './support/test-api.js';

const RATE_LIMITED = {
  statusCode: 429,
  error: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait 10 minutes and try again.',
};
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

describe('rate limits per email address and per IP', () => {
  const api = useTestApi({
    env: {
      RATE_LIMIT_PER_EMAIL: '3',
      RATE_LIMIT_PER_IP: '5',
      REGISTRATION_RATE_LIMIT_PER_IP: '2',
      RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });

  // Password sign-in is throttled per (address, IP) and per IP instead: see below.
  const actions = [
    {
      name: 'magic link',
      path: '/api/user/account/request-magic-link',
      body: (email: string) => ({ email }),
      firstStatus: 200,
    },
    {
      name: 'forgot password',
      path: '/api/user/account/forgot-password',
      body: (email: string) => ({ email }),
      firstStatus: 200,
    },
  ];

  for (const action of actions) {
    it(`limits ${action.name} per address, whatever the IP`, async () => {
      const user = await api.createUser();
      for (let i = 0; i < 3; i++)
        expect((await api.browser(freshIp()).post(action.path, action.body(user.email))).statusCode).toBe(
          action.firstStatus,
        );
      const refused = await api.browser(freshIp()).post(action.path, action.body(user.email.toUpperCase()));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(RATE_LIMITED);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // Another address is unaffected.
      expect((await api.browser(freshIp()).post(action.path, action.body(uniqueEmail()))).statusCode).toBe(
        action.firstStatus,
      );
    });

    it(`limits ${action.name} per IP, whatever the address`, async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++)
        expect((await api.browser(ip).post(action.path, action.body(uniqueEmail()))).statusCode).toBe(
          action.firstStatus,
        );
      const refused = await api.browser(ip).post(action.path, action.body(uniqueEmail()));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(RATE_LIMITED);
      expect(refused.headers['retry-after']).toBeDefined();
    });
  }

  it('limits the interest form per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect(
        (await api.browser(ip).post('/api/account-registration', { name: 'Lee', email: uniqueEmail() }))
          .statusCode,
      ).toBe(201);
    const refused = await api
      .browser(ip)
      .post('/api/account-registration', { name: 'Lee', email: uniqueEmail() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(RATE_LIMITED);
  });
});

describe('password sign-in: wrong passwords slow down their source, never the account (OWASP)', () => {
  const SIGNIN = '/api/user/account/signin';
  const api = useTestApi({
    env: {
      SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '5',
      SIGNIN_FAILURES_PER_IP: '12',
      SIGNIN_FIRST_DELAY_SECONDS: '30',
      SIGNIN_MAX_DELAY_SECONDS: '900',
      RATE_LIMIT_WINDOW_SECONDS: '900',
    },
  });
  /** The rate limits' clock stands still; tests move it instead of waiting. */
  const startedAt = Date.now();
  let elapsedMs = 0;
  beforeAll(async () => {
    api.app.get(RateLimitService).clock.now = () => startedAt + elapsedMs;
  });

  const wrongGuess = (ip: string, email: string) =>
    api.browser(ip).post(SIGNIN, { email, password: 'wrong-guess' });
  const rightPassword = (ip: string, user: { email: string; password: string }) =>
    api.browser(ip).post(SIGNIN, { email: user.email, password: user.password });

  it('lets the right password in from another IP at once after a flood of guesses from one IP', async () => {
    const alice = await api.createUser();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await wrongGuess(attacker, alice.email)).statusCode);
    // Five free guesses, the sixth makes that (address, IP) wait, the rest are refused unchecked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);

    const fromElsewhere = await rightPassword(freshIp(), alice);
    expect(fromElsewhere.statusCode).toBe(200);
    expect(fromElsewhere.json()).toMatchObject({ success: true, user: { email: alice.email } });
  });

  it('makes the guessing (address, IP) wait, says how long, then lets the right password in', async () => {
    const alice = await api.createUser();
    const ip = freshIp();
    for (let i = 0; i < 6; i++) expect((await wrongGuess(ip, alice.email)).statusCode).toBe(401);

    const refused = await rightPassword(ip, alice);
    expectRateLimited(refused, 'Too many sign-in attempts. Please wait 30 seconds and try again.', 30);

    elapsedMs += 29_000;
    expect((await rightPassword(ip, alice)).headers['retry-after']).toBe('1');
    elapsedMs += 1_000;
    expect((await rightPassword(ip, alice)).statusCode).toBe(200);
  });

  it('doubles the wait with each wrong password past the free ones', async () => {
    const email = uniqueEmail();
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await wrongGuess(ip, email);
    const waits: string[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await wrongGuess(ip, email);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      elapsedMs += Number(refused.headers['retry-after']) * 1000;
      expect((await wrongGuess(ip, email)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120']);
    expect((await wrongGuess(ip, email)).json()).toMatchObject({
      message: 'Too many sign-in attempts. Please wait 4 minutes and try again.',
    });
  });

  it('forgets the (address, IP) failures after a successful sign-in', async () => {
    const alice = await api.createUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await wrongGuess(ip, alice.email);
    expect((await rightPassword(ip, alice)).statusCode).toBe(200);
    // Five fresh free guesses again: without the reset the first one would start a wait.
    for (let i = 0; i < 5; i++) expect((await wrongGuess(ip, alice.email)).statusCode).toBe(401);
    expect((await rightPassword(ip, alice)).statusCode).toBe(200);
  });

  it('throttles an IP that guesses across many addresses, and only that IP', async () => {
    const flooder = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await wrongGuess(flooder, uniqueEmail())).statusCode);
    // Twelve free wrong passwords per IP, the thirteenth starts the wait.
    expect(statuses.slice(0, 13)).toEqual(Array(13).fill(401));
    expect(statuses[13]).toBe(429);

    // The flooding IP waits even for a right password; signing in does not clear the IP's count.
    const bob = await api.createUser();
    const refused = await rightPassword(flooder, bob);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rightPassword(freshIp(), bob)).statusCode).toBe(200);
  });

  it('refuses a parallel burst past the free guesses instead of checking every password', async () => {
    const alice = await api.createUser();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await wrongGuess(ip, alice.email);
    const burst = await Promise.all(Array.from({ length: 8 }, () => wrongGuess(ip, alice.email)));
    const checked = burst.filter((response) => response.statusCode === 401);
    expect(checked).toHaveLength(1);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(7);
  });
});
