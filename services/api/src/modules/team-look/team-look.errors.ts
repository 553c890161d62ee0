import { TEAM_LOOK_ERROR_CODES } from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

type TeamLookErrorCode = (typeof TEAM_LOOK_ERROR_CODES)[keyof typeof TEAM_LOOK_ERROR_CODES];

/** What each team-look error code answers (raises name the option in `fields`). */
export const TEAM_LOOK_ERRORS: Record<TeamLookErrorCode, ErrorSpec> = {
  [TEAM_LOOK_ERROR_CODES.invalidOption]: { status: 400, message: 'options: name at least one option.' },
};

export class TeamLookException extends moduleException(TEAM_LOOK_ERRORS) {}
