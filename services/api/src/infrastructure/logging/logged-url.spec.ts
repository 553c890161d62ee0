import { describe, expect, it } from '@jest/globals';
import { createSecureToken } from '../../common/secure-token.js';
import { loggedUrl } from './logged-url.js';

describe('loggedUrl', () => {
  it('hides path segments shaped like an issued token, in API calls and pages', () => {
    const token = createSecureToken();
    expect(loggedUrl(`/api/public/brand-reply/${token}`)).toBe('/api/public/brand-reply/[token]');
    expect(loggedUrl(`/public/reply/${token}?utm=mail`)).toBe('/public/reply/[token]?utm=mail');
    expect(loggedUrl(`/magic-signin/${token}/`)).toBe('/magic-signin/[token]/');
  });

  it('keeps public ids, numbers and other paths as they are', () => {
    expect(loggedUrl('/api/public/talent-sheets/AbCdEfGhIjKlMnOp?page=2')).toBe(
      '/api/public/talent-sheets/AbCdEfGhIjKlMnOp?page=2',
    );
    expect(loggedUrl('/api/conversations/42')).toBe('/api/conversations/42');
    expect(loggedUrl(`/x/${'a'.repeat(44)}`)).toBe(`/x/${'a'.repeat(44)}`);
  });
});
