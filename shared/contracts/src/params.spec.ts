import { describe, expect, it } from '@jest/globals';
import { numericRouteId, pageParam } from './boot.js';
import { LARGEST_INT4, MAX_PAGE_NUMBER, plainPositiveInteger, publicShareId } from './params.js';

describe('publicShareId', () => {
  it('takes the ids the server mints: 12 random bytes as base64url', () => {
    expect(publicShareId('AbCdEf_-12345678')).toBe('AbCdEf_-12345678');
    expect(publicShareId('a'.repeat(8))).toBe('a'.repeat(8));
    expect(publicShareId('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('refuses what the API refuses: too short, too long, other characters, nothing', () => {
    expect(publicShareId('a'.repeat(7))).toBeNull();
    expect(publicShareId('a'.repeat(65))).toBeNull();
    expect(publicShareId('abc def12')).toBeNull();
    expect(publicShareId('abcdefgh=')).toBeNull();
    expect(publicShareId('')).toBeNull();
    expect(publicShareId(undefined)).toBeNull();
  });
});

describe('plainPositiveInteger', () => {
  it('reads plain decimal whole numbers up to the bound', () => {
    expect(plainPositiveInteger('16', 100)).toBe(16);
    expect(plainPositiveInteger('100', 100)).toBe(100);
    expect(plainPositiveInteger('101', 100)).toBeNull();
  });

  it('refuses zero, signs, leading zeros, exponents, hex and blanks', () => {
    for (const text of ['0', '-1', '+1', '016', '1e1', '0x10', ' 1', '1.0', '', '99999999999999999999'])
      expect(plainPositiveInteger(text, Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});

describe('address numbers use the API bounds', () => {
  it('a route id is at most the largest int4', () => {
    expect(numericRouteId(String(LARGEST_INT4))).toBe(LARGEST_INT4);
    expect(numericRouteId(String(LARGEST_INT4 + 1))).toBeNull();
  });

  it('a page beyond the largest page number reads as the first page', () => {
    expect(pageParam(`?page=${MAX_PAGE_NUMBER}`)).toBe(MAX_PAGE_NUMBER);
    expect(pageParam(`?page=${MAX_PAGE_NUMBER + 1}`)).toBe(1);
    expect(pageParam('?page=2')).toBe(2);
    expect(pageParam('')).toBe(1);
  });
});
