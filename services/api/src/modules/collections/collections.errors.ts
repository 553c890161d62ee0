import {
  COLLECTION_ERROR_CODES,
  COMMON_ERROR_CODES,
  SHEET_MESSAGES,
  type CollectionErrorCode,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * The collections module's errors. NOT_FOUND keeps the common code with the module's message: a
 * collection of another team answers exactly like a missing one.
 */
export const COLLECTION_ERRORS: Record<CollectionErrorCode | typeof COMMON_ERROR_CODES.notFound, ErrorSpec> =
  {
    [COLLECTION_ERROR_CODES.collectionChanged]: {
      status: 409,
      message: SHEET_MESSAGES.collectionChangedElsewhere,
    },
    [COLLECTION_ERROR_CODES.collectionInvalid]: { status: 400, message: SHEET_MESSAGES.collectionInvalid },
    [COMMON_ERROR_CODES.notFound]: { status: 404, message: 'The requested collection could not be found.' },
  };

export class CollectionsException extends moduleException(COLLECTION_ERRORS) {}

/** 400 INVALID_INPUT naming the field. */
export function invalidField(field: string, message: string): CollectionsException {
  return new CollectionsException(COMMON_ERROR_CODES.invalidInput, {
    message,
    fields: { [field]: [message] },
  });
}
