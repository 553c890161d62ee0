/**
 * Machine codes in ApiErrorBody.error for collections. The values equal
 * SHEET_ERROR_CODES.collectionChanged / collectionInvalid, which the collection editor branches on.
 */
export const COLLECTION_ERROR_CODES = {
  /** The save was based on an old version of the collection (409). */
  collectionChanged: 'COLLECTION_CHANGED',
  /** A saved collection needs a title, a sheet and a public title on every sheet (400). */
  collectionInvalid: 'COLLECTION_INVALID',
} as const;
export type CollectionErrorCode = (typeof COLLECTION_ERROR_CODES)[keyof typeof COLLECTION_ERROR_CODES];
