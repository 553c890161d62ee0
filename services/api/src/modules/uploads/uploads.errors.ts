import {
  COMMON_ERROR_CODES,
  REQUEST_MESSAGES,
  UPLOAD_ERROR_CODES,
  type UploadErrorCode,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * The uploads module's errors. Every one says the spec's 'Something went wrong with the upload.'
 * (the screens show it as it is); the code tells what happened.
 */
export const UPLOAD_ERRORS: Record<
  UploadErrorCode | typeof COMMON_ERROR_CODES.payloadTooLarge | typeof COMMON_ERROR_CODES.notFound,
  ErrorSpec
> = {
  [UPLOAD_ERROR_CODES.uploadNotFound]: { status: 404, message: REQUEST_MESSAGES.uploadFailed },
  [UPLOAD_ERROR_CODES.uploadRejected]: { status: 400, message: REQUEST_MESSAGES.uploadFailed },
  [UPLOAD_ERROR_CODES.uploadUrlInvalid]: { status: 403, message: REQUEST_MESSAGES.uploadFailed },
  [COMMON_ERROR_CODES.payloadTooLarge]: { status: 413, message: REQUEST_MESSAGES.uploadFailed },
  [COMMON_ERROR_CODES.notFound]: { status: 404, message: REQUEST_MESSAGES.uploadFailed },
};

export class UploadsException extends moduleException(UPLOAD_ERRORS) {}

/** 400 INVALID_INPUT naming the field. */
export function invalidUploadField(
  field: string,
  message: string = REQUEST_MESSAGES.uploadFailed,
): UploadsException {
  return new UploadsException(COMMON_ERROR_CODES.invalidInput, { message, fields: { [field]: [message] } });
}
