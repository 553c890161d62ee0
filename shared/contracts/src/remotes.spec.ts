import { describe, expect, it } from '@jest/globals';
import { matchRoute, matchesAny } from './remotes.js';
import { REMOTE_ROUTES } from './routes.js';

describe('matchRoute', () => {
  it('matches literal paths and ignores a trailing slash', () => {
    expect(matchRoute('/signin', '/signin')).toEqual({});
    expect(matchRoute('/signin', '/signin/')).toEqual({});
    expect(matchRoute('/signin', '/signin/extra')).toBeNull();
  });

  it('captures and decodes parameters', () => {
    expect(matchRoute('/reset-password/:resetCode', '/reset-password/a%20b')).toEqual({ resetCode: 'a b' });
    expect(matchRoute('/reset-password/:resetCode', '/reset-password')).toBeNull();
  });

  it('accepts a missing optional parameter', () => {
    expect(matchRoute('/talent-sheet/:id?', '/talent-sheet')).toEqual({});
    expect(matchRoute('/talent-sheet/:id?', '/talent-sheet/abc')).toEqual({ id: 'abc' });
  });

  it('matches any rest with a wildcard', () => {
    expect(matchRoute('/public/*', '/public/talent-sheet/abc')).toEqual({});
    expect(matchRoute('/public/*', '/public')).toEqual({});
    expect(matchRoute('/public/*', '/publicity')).toBeNull();
  });

  it('routes statistics to analytics and the sheet list to the workspace', () => {
    expect(matchesAny(REMOTE_ROUTES['mfe-analytics'], '/talent-sheets/statistics/42')).toBe(true);
    expect(matchesAny(REMOTE_ROUTES['mfe-workspace'], '/talent-sheets/statistics')).toBe(false);
    expect(matchesAny(REMOTE_ROUTES['mfe-workspace'], '/talent-sheets')).toBe(true);
  });
});
