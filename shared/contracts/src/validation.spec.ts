import { describe, expect, it } from '@jest/globals';
import { checkNewPassword, isValidEmail, normaliseEmail } from './validation.js';

describe('account validation rules', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isValidEmail('ana@agency.com')).toBe(true);
    expect(isValidEmail('ana@agency')).toBe(false);
    expect(isValidEmail('ana agency.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });

  it('normalises case and whitespace', () => {
    expect(normaliseEmail('  Ana@Agency.COM ')).toBe('ana@agency.com');
  });

  it('checks a new password: match first, then length 8', () => {
    expect(checkNewPassword('abcdefgh', 'abcdefgi')).toBe('mismatch');
    expect(checkNewPassword('abc', 'abc')).toBe('too_short');
    expect(checkNewPassword('abcdefg', 'abcdefg')).toBe('too_short');
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
