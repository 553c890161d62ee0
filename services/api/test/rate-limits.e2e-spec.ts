import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, uniqueEmail, type TestApi } from './support/test-api.js';

const RATE_LIMITED = {
  statusCode: 429,
  error: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

describe('rate limits per email address and per IP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      env: {
        RATE_LIMIT_PER_EMAIL: '3',
        RATE_LIMIT_PER_IP: '5',
        REGISTRATION_RATE_LIMIT_PER_IP: '2',
        RATE_LIMIT_WINDOW_SECONDS: '600',
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const actions = [
    {
      name: 'sign-in',
      path: '/api/user/account/signin',
      body: (email: string) => ({ email, password: 'wrong-password' }),
      firstStatus: 401,
    },
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

  it('refuses even the right password once the address is limited', async () => {
    const user = await api.createUser();
    for (let i = 0; i < 3; i++)
      await api
        .browser(freshIp())
        .post('/api/user/account/signin', { email: user.email, password: 'nope-nope' });
    const response = await api
      .browser(freshIp())
      .post('/api/user/account/signin', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(429);
  });

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
