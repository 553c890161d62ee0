import { describe, expect, it } from '@jest/globals';
import { pagerItems } from './pagerItems.js';

describe('pagerItems', () => {
  it('lists up to 5 pages in full, otherwise ellipses', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 4, 'gap-end', 8]);
    expect(pagerItems(5, 8)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 8]);
    expect(pagerItems(8, 8)).toEqual([1, 'gap-start', 5, 6, 7, 8]);
  });
});
