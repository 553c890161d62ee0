import { describe, expect, it } from '@jest/globals';
import { isEmail, needsGate } from './gateRule';

const base = { signedIn: false, storedEmail: null, requireRegistration: false, accessRestricted: false };

describe('needsGate', () => {
  it('gates an anonymous viewer without a stored email when the team requires registration', () => {
    expect(needsGate({ ...base, requireRegistration: true })).toBe(true);
  });
  it('gates an access_restricted sheet even when the team does not require registration', () => {
    expect(needsGate({ ...base, accessRestricted: true })).toBe(true);
  });
  it('never gates when neither the team nor the sheet asks for it', () => {
    expect(needsGate(base)).toBe(false);
  });
  it('never gates a signed-in user or a viewer who already gave an email', () => {
    expect(needsGate({ ...base, requireRegistration: true, accessRestricted: true, signedIn: true })).toBe(
      false,
    );
    expect(
      needsGate({ ...base, requireRegistration: true, accessRestricted: true, storedEmail: 'a@b.example' }),
    ).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts an address and rejects text without @ or domain', () => {
    expect(isEmail(' buyer@brand.example ')).toBe(true);
    expect(isEmail('buyer@brand')).toBe(false);
    expect(isEmail('buyer brand.example')).toBe(false);
  });
});
