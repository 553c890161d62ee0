import { describe, expect, it } from '@jest/globals';
import { parseSheetListSearch, sheetListHref } from './sheetListUrl';

describe('the sheets list address', () => {
  it('defaults to page 1 of 50', () => {
    expect(parseSheetListSearch('')).toEqual({ page: 1, limit: 50 });
    expect(sheetListHref('/talent-sheets', { page: 1, limit: 50 })).toBe('/talent-sheets');
  });

  it('keeps the page and a size of 100', () => {
    expect(parseSheetListSearch('?page=3&limit=100')).toEqual({ page: 3, limit: 100 });
    expect(sheetListHref('/campaigns', { page: 3, limit: 100 })).toBe('/campaigns?page=3&limit=100');
    expect(sheetListHref('/campaigns', { page: 2, limit: 50 })).toBe('/campaigns?page=2');
    expect(sheetListHref('/campaigns', { page: 1, limit: 100 })).toBe('/campaigns?limit=100');
  });

  it('falls back on a page or size it does not know', () => {
    expect(parseSheetListSearch('?page=0&limit=60')).toEqual({ page: 1, limit: 50 });
    expect(parseSheetListSearch('?page=2.5&limit=abc')).toEqual({ page: 1, limit: 50 });
    expect(parseSheetListSearch('?page=-1&limit=1000')).toEqual({ page: 1, limit: 50 });
  });
});
