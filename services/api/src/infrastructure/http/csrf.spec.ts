import { describe, expect, it } from '@jest/globals';
import { pathOf, requiresCsrfCheck } from './csrf.js';

describe('which requests need a CSRF token', () => {
  it('checks every write under /api and the sign-out GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(requiresCsrfCheck(method, '/api/anything')).toBe(true);
    expect(requiresCsrfCheck('GET', '/api/user/signout')).toBe(true);
    expect(requiresCsrfCheck('HEAD', '/api/user/signout')).toBe(true);
  });

  it('leaves reads and non-API paths alone', () => {
    expect(requiresCsrfCheck('GET', '/api/status')).toBe(false);
    expect(requiresCsrfCheck('HEAD', '/api/status')).toBe(false);
    expect(requiresCsrfCheck('POST', '/remotes.json')).toBe(false);
  });

  it('ignores the query string when finding the path', () => {
    expect(pathOf('/api/user/signout?next=/')).toBe('/api/user/signout');
    expect(pathOf('/api/status')).toBe('/api/status');
  });
});
