import { SHEET_ERROR_CODES } from '@tpp/contracts';
import { PUBLIC_ID_PATTERN } from '../../../infrastructure/http/validators.js';
import { SheetsException } from '../sheets.errors.js';

/**
 * A sheet's public id read from a route's `:hashId`: a malformed one cannot exist, so it answers
 * 404 like a missing one.
 */
export function publicIdFromPath(value: string): string {
  if (!PUBLIC_ID_PATTERN.test(value)) throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound);
  return value;
}
