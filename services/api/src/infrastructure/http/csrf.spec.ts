import { describe, expect, it } from '@jest/globals';
import { requiresCsrfCheck } from './csrf.js';

describe('which requests need a CSRF token', () => {
  it('checks every write, routed or not, and the sign-out GET, by routed pattern', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(requiresCsrfCheck(method, '/api/user/configuration')).toBe(true);
      expect(requiresCsrfCheck(method, '/api/talent-sheets/:hashId')).toBe(true);
      // No route matched: still checked (the answer is a refusal either way).
      expect(requiresCsrfCheck(method, null)).toBe(true);
      expect(requiresCsrfCheck(method, '/*')).toBe(true);
    }
    expect(requiresCsrfCheck('GET', '/api/user/signout')).toBe(true);
    expect(requiresCsrfCheck('HEAD', '/api/user/signout')).toBe(true);
  });

  it('leaves reads and the exempt routes alone', () => {
    expect(requiresCsrfCheck('GET', '/api/status')).toBe(false);
    expect(requiresCsrfCheck('HEAD', '/api/status')).toBe(false);
    expect(requiresCsrfCheck('GET', null)).toBe(false);
    expect(requiresCsrfCheck('GET', '/*')).toBe(false);
    const exempt = new Set(['/uploads/:key']);
    expect(requiresCsrfCheck('PUT', '/uploads/:key', exempt)).toBe(false);
    expect(requiresCsrfCheck('POST', '/api/user/configuration', exempt)).toBe(true);
  });

  it('knows routes by pattern only: a raw path never matches a rule', () => {
    // The raw URL of GET /api/user/%73ignout is not a pattern; routeOf gives '/api/user/signout'.
    expect(requiresCsrfCheck('GET', '/api/user/%73ignout')).toBe(false);
    expect(requiresCsrfCheck('GET', '/api/user/signout')).toBe(true);
  });
});
