import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/** The directory search has no codes of its own: INVALID_INPUT (naming the field) and NOT_FOUND. */
const SEARCH_ERRORS: Record<never, ErrorSpec> = {};

/** The one exception type of the search module: `throw new SearchException(COMMON_ERROR_CODES.notFound)`. */
export class SearchException extends moduleException(SEARCH_ERRORS) {}
