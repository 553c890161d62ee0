import { TALENT_ERROR_CODES, TALENT_MESSAGES, type TalentErrorCode } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

/**
 * What each talent error code answers; raises that name a field pass their own message. The media
 * key code belongs to talent-data's media routes (talent-data.errors.ts).
 */
export const TALENT_ERRORS: Record<Exclude<TalentErrorCode, 'INVALID_MEDIA_KEY'>, ErrorSpec> = {
  [TALENT_ERROR_CODES.influencerNotFound]: { status: 404, message: TALENT_MESSAGES.influencerNotFoundBody },
  [TALENT_ERROR_CODES.teamNotFound]: { status: 404, message: 'The requested roster could not be found.' },
  [TALENT_ERROR_CODES.invalidTagline]: { status: 400, message: TALENT_MESSAGES.taglineTooLong },
  [TALENT_ERROR_CODES.invalidTags]: { status: 400, message: TALENT_MESSAGES.displayTagsLimit },
  [TALENT_ERROR_CODES.invalidStatSettings]: {
    status: 400,
    message: 'stringifiedSettings must be a JSON object of social account ids to lists of stat keys.',
  },
  [TALENT_ERROR_CODES.invalidRateCard]: {
    status: 400,
    message: 'Every row of the rate card needs a platform, a description and a rate.',
  },
  [TALENT_ERROR_CODES.creatorsNotFound]: { status: 400, message: 'These creators could not be found.' },
  [TALENT_ERROR_CODES.tooManyTags]: { status: 400, message: 'A creator can have at most 300 tags.' },
};

/**
 * The one exception type of the talent module: `throw new
 * TalentException(TALENT_ERROR_CODES.influencerNotFound)`. Other modules raise the talent codes
 * they share (a creator off the roster) through it too.
 */
export class TalentException extends moduleException(TALENT_ERRORS) {}
