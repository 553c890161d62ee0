import { describe, expect, it } from '@jest/globals';
import { effectiveNameFilter, formatCount, pagerItems } from './rosterRules';

describe('roster rules', () => {
  it('applies the name filter only with more than 2 characters', () => {
    expect(effectiveNameFilter('ab')).toBe('');
    expect(effectiveNameFilter('  ab  ')).toBe('');
    expect(effectiveNameFilter('abc')).toBe('abc');
  });

  it('lists up to 5 pages in full, otherwise ellipses', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 4, 'gap-end', 8]);
    expect(pagerItems(5, 8)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 8]);
    expect(pagerItems(8, 8)).toEqual([1, 'gap-start', 5, 6, 7, 8]);
  });

  it('shortens follower counts', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(12_300)).toBe('12.3K');
    expect(formatCount(2_000_000)).toBe('2M');
  });
});
