import { afterEach, describe, expect, it } from '@jest/globals';
import { readRemembered, writeRemembered } from './remembered';

/** A storage whose every call throws, as a blocked or full localStorage does. */
const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

afterEach(() => window.localStorage.clear());

describe('remembered choices', () => {
  it('saves, reads and forgets a value in this browser', () => {
    expect(readRemembered('tpp.test')).toBeNull();
    writeRemembered('tpp.test', 'grid');
    expect(readRemembered('tpp.test')).toBe('grid');
    writeRemembered('tpp.test', null);
    expect(readRemembered('tpp.test')).toBeNull();
  });

  it('reads a blocked storage as nothing saved and never throws on a write', () => {
    expect(readRemembered('tpp.test', blocked)).toBeNull();
    expect(() => writeRemembered('tpp.test', 'x', blocked)).not.toThrow();
    expect(() => writeRemembered('tpp.test', null, blocked)).not.toThrow();
    expect(readRemembered('tpp.test', null)).toBeNull();
  });
});
