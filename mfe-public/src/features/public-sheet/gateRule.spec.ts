import { describe, expect, it } from '@jest/globals';
import { isEmail, needsGate } from './gateRule';

describe('needsGate', () => {
  it('gates exactly the answers whose creators the server withheld', () => {
    expect(needsGate({ withheld: true })).toBe(true);
    expect(needsGate({ withheld: false })).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts an address and rejects text without @ or domain', () => {
    expect(isEmail(' buyer@brand.example ')).toBe(true);
    expect(isEmail('buyer@brand')).toBe(false);
    expect(isEmail('buyer brand.example')).toBe(false);
  });
});
