import { describe, expect, it } from '@jest/globals';
import { MIN_PASSWORD_LENGTH, PASSWORD_RULE_MESSAGES } from '@tpp/contracts';
import { readFileSync } from 'node:fs';
import {
  assertPasswordAllowed,
  brokenPasswordRule,
  COMMON_PASSWORD_COUNT,
  COMMON_PASSWORDS_FILE,
} from './password-policy.js';

const EMAIL = 'Ana.Lopez@Agency.example';

describe('password policy', () => {
  it('ships the 10,000 most common passwords of 8 or more characters, lower case, one per line', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
    const lines = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(10_000);
    expect(lines.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(lines.every((line) => line.length >= MIN_PASSWORD_LENGTH && line === line.toLowerCase())).toBe(
      true,
    );
  });

  it('wants at least 8 characters and at most 256', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(brokenPasswordRule('', EMAIL)).toBe('tooShort');
    expect(brokenPasswordRule('x7#kq2!', EMAIL)).toBe('tooShort');
    expect(brokenPasswordRule('x7#kq2!m', EMAIL)).toBeNull();
    expect(brokenPasswordRule('k'.repeat(256), null)).toBeNull();
    expect(brokenPasswordRule('k'.repeat(257), null)).toBe('tooLong');
  });

  it('refuses the email address and the part before its @, whatever the case and surrounding spaces', () => {
    expect(brokenPasswordRule('ana.lopez@agency.example', EMAIL)).toBe('email');
    expect(brokenPasswordRule('ANA.LOPEZ@AGENCY.EXAMPLE', EMAIL)).toBe('email');
    expect(brokenPasswordRule(' Ana.Lopez ', EMAIL)).toBe('email');
    expect(brokenPasswordRule('ana.lopez', 'ana.lopez@agency.example')).toBe('email');
    // Containing the address is not the rule; without an address there is nothing to compare.
    expect(brokenPasswordRule('ana.lopez-2026!', EMAIL)).toBeNull();
    expect(brokenPasswordRule('ana.lopez', null)).toBeNull();
  });

  it('refuses a password on the common list, whatever its case and surrounding spaces', () => {
    for (const password of [
      'password',
      'Password',
      'PASSWORD',
      ' iloveyou ',
      'qwertyuiop',
      'sunshine',
      '12345678',
    ])
      expect({ password, rule: brokenPasswordRule(password, EMAIL) }).toEqual({ password, rule: 'common' });
    // The last entry of the list counts too.
    const last = readFileSync(COMMON_PASSWORDS_FILE, 'utf8').trimEnd().split('\n').pop()!;
    expect(brokenPasswordRule(last, null)).toBe('common');
  });

  it('accepts a password that breaks no rule', () => {
    for (const password of ['correct-horse-battery', 'demo-pass-2026', 'my-first-password', 'Tr0ub4dor&3'])
      expect(brokenPasswordRule(password, EMAIL)).toBeNull();
  });

  it('checks the length first, then the address, then the list', () => {
    expect(brokenPasswordRule('ana', 'ana@x.example')).toBe('tooShort');
    expect(brokenPasswordRule('password', 'password@x.example')).toBe('email');
  });

  it('answers 400 INVALID_INPUT naming the field with the rule’s own message', () => {
    expect(() => assertPasswordAllowed('Tr0ub4dor&3', 'new_password', EMAIL)).not.toThrow();
    for (const [password, rule] of [
      ['short', 'tooShort'],
      ['ana.lopez', 'email'],
      ['baseball', 'common'],
    ] as const) {
      let thrown: unknown;
      try {
        assertPasswordAllowed(password, 'new_password', EMAIL);
      } catch (error) {
        thrown = error;
      }
      expect((thrown as { getStatus(): number }).getStatus()).toBe(400);
      expect((thrown as { getResponse(): unknown }).getResponse()).toEqual({
        statusCode: 400,
        error: 'INVALID_INPUT',
        message: PASSWORD_RULE_MESSAGES[rule],
        fields: { new_password: [PASSWORD_RULE_MESSAGES[rule]] },
      });
    }
  });

  it('has one distinct message per rule', () => {
    const messages = Object.values(PASSWORD_RULE_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });
});
