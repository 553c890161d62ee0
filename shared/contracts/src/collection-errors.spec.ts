import { describe, expect, it } from '@jest/globals';
import { COLLECTION_ERROR_CODES } from './collection-errors.js';
import { SHEET_ERROR_CODES } from './sheets.js';

describe('COLLECTION_ERROR_CODES', () => {
  it('keeps the strings the collection editor branches on', () => {
    expect(COLLECTION_ERROR_CODES.collectionChanged).toBe(SHEET_ERROR_CODES.collectionChanged);
    expect(COLLECTION_ERROR_CODES.collectionInvalid).toBe(SHEET_ERROR_CODES.collectionInvalid);
  });
});
