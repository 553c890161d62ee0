import { COLLECTION_ERROR_CODES, SHEET_ERROR_CODES } from '@tpp/contracts';
import { ApiError } from '@tpp/session';

/** A save refused because it was based on an old version (409 SHEET_CHANGED or COLLECTION_CHANGED). */
export function isVersionConflict(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.code === SHEET_ERROR_CODES.sheetChanged || error.code === COLLECTION_ERROR_CODES.collectionChanged)
  );
}
