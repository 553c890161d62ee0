import { SHEET_ERROR_CODES, SHEET_MESSAGES } from '@tpp/contracts';
import { ApiException } from '../../../infrastructure/http/api-exception.js';

export const collectionNotFound = () => ApiException.notFound('The requested collection could not be found.');

/** A save of an existing collection needs a title, a sheet, and a public title on every sheet. */
export const collectionInvalid = () =>
  new ApiException(400, SHEET_ERROR_CODES.collectionInvalid, SHEET_MESSAGES.collectionInvalid);

/** The save was based on an old version of the collection. */
export const collectionChanged = () =>
  new ApiException(409, SHEET_ERROR_CODES.collectionChanged, SHEET_MESSAGES.collectionChangedElsewhere);

export const invalidField = (field: string, message: string) =>
  ApiException.badRequest(message, { [field]: [message] });
