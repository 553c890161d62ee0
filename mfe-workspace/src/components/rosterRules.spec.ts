import { describe, expect, it } from '@jest/globals';
import { effectiveNameFilter, formatCount } from './rosterRules';

describe('roster rules', () => {
  it('applies the name filter only with more than 2 characters', () => {
    expect(effectiveNameFilter('ab')).toBe('');
    expect(effectiveNameFilter('  ab  ')).toBe('');
    expect(effectiveNameFilter('abc')).toBe('abc');
  });

  it('shortens follower counts', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(12_300)).toBe('12.3K');
    expect(formatCount(2_000_000)).toBe('2M');
  });
});
