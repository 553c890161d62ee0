import { COMMON_ERROR_CODES } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/** Analytics raises only common codes (INVALID_INPUT naming a data field, RATE_LIMITED). */
export const ANALYTICS_ERRORS: Record<never, ErrorSpec> = {};

export class AnalyticsException extends moduleException(ANALYTICS_ERRORS) {}

/** 400 INVALID_INPUT naming the `data.<field>`. */
export function invalidData(field: string, message: string): AnalyticsException {
  return new AnalyticsException(COMMON_ERROR_CODES.invalidInput, {
    message,
    fields: { [`data.${field}`]: [message] },
  });
}
