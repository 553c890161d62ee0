import { describe, expect, it } from '@jest/globals';
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each([
    ['/talent-sheet/abc', '/talent-sheet/abc'],
    ['/influencers?page=2', '/influencers?page=2'],
    ['/influencers?page=2&tags=a%20b#top', '/influencers?page=2&tags=a%20b#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (raw, expected) => expect(safeReturnPath(raw)).toBe(expected));

  it.each([
    null,
    undefined,
    '',
    'influencers',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/x\\y',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /influencers',
    '/in\tfluencers',
    '/in\nfluencers',
    '/.//evil.example',
    '/talent-sheets/../configure',
    '/a//b',
    '/über',
    '/signin',
    '/signin?next=%2Fx',
    '/login',
    '/request-magic-link',
    '/signout',
  ])('refuses %j', (raw) => expect(safeReturnPath(raw)).toBeNull());

  it('refuses a path too long to be a link of the app', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('withReturnPath and returnPathOf', () => {
  it('carries path and query through the sign-in address and reads them back', () => {
    const signIn = withReturnPath('/signin', '/influencers?page=2');
    expect(signIn).toBe('/signin?next=%2Finfluencers%3Fpage%3D2');
    expect(returnPathOf(signIn.slice(signIn.indexOf('?')))).toBe('/influencers?page=2');
  });

  it('leaves the page alone for the index or an unsafe target', () => {
    expect(withReturnPath('/signin', '/')).toBe('/signin');
    expect(withReturnPath('/signin', '//evil.example')).toBe('/signin');
    expect(withReturnPath('/signin', null)).toBe('/signin');
  });

  it('refuses an unsafe next parameter', () => {
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });
});
