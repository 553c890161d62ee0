import { describe, expect, it } from '@jest/globals';
import { PUBLIC_ID_PATTERN } from '@tpp/contracts';
import {
  createSecureToken,
  hashToken,
  looksLikeSecureToken,
  newPublicId,
  secretsEqual,
} from './secure-token.js';

describe('secure tokens', () => {
  it('makes 256-bit URL-safe tokens that differ every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => createSecureToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeSecureToken(token)).toBe(true);
    }
  });

  it('mints 96-bit public ids of 16 characters that the public id rule accepts', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newPublicId()));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(id).toHaveLength(16);
      expect(Buffer.from(id, 'base64url')).toHaveLength(12);
      expect(PUBLIC_ID_PATTERN.test(id)).toBe(true);
    }
  });

  it('hashes with SHA-256 in hex, deterministically', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = createSecureToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });

  it('rejects values that cannot be our tokens', () => {
    expect(looksLikeSecureToken('short')).toBe(false);
    expect(looksLikeSecureToken(`${'a'.repeat(42)}!`)).toBe(false);
    expect(looksLikeSecureToken(undefined)).toBe(false);
  });

  it('compares secrets', () => {
    expect(secretsEqual('same', 'same')).toBe(true);
    expect(secretsEqual('same', 'diff')).toBe(false);
    expect(secretsEqual('same', 'longer')).toBe(false);
  });
});
