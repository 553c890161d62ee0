import { describe, expect, it } from '@jest/globals';
import {
  hashRecoveryCode,
  maskEmail,
  matchTotp,
  newEmailCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below), 8-digit codes;
// the 6-digit code is the last six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the RFC 6238 test vectors (6 digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(1_234_567_890_000))).toBe('005924');
  });

  it('accepts the step before and after now, nothing further, and answers the step', () => {
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now)).toBe(step + offset);
    for (const offset of [-3, -2, 2, 3])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'agent@agency.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Talent Pitch Pro:agent@agency.example');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Talent Pitch Pro');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('recovery and mailed codes', () => {
  it('makes ten distinct recovery codes; typing them in any case, with spaces or dashes, matches', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const code = codes[0]!;
    expect(hashRecoveryCode(code.toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toBe(hashRecoveryCode(codes[1]!));
  });

  it('mails six digits and names the address masked', () => {
    expect(newEmailCode()).toMatch(/^\d{6}$/);
    expect(maskEmail('agent@agency.example')).toBe('a•••@agency.example');
  });
});
