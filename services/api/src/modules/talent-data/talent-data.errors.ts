import { TALENT_ERROR_CODES } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/** What each error code of talent-data answers (its media routes: the generated portraits and post images). */
export const TALENT_DATA_ERRORS = {
  [TALENT_ERROR_CODES.invalidMediaKey]: {
    status: 400,
    message: 'The media key must be 1 to 64 lower-case letters, digits or dashes, ending in .svg.',
  },
} satisfies Record<string, ErrorSpec>;

/** The one exception type of the talent-data module: `throw new TalentDataException(TALENT_ERROR_CODES.invalidMediaKey)`. */
export class TalentDataException extends moduleException(TALENT_DATA_ERRORS) {}
