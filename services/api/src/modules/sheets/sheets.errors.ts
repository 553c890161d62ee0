import {
  CREATOR_CALL_MESSAGES,
  SHEET_ERROR_CODES,
  SHEET_MESSAGES,
  TALENT_MESSAGES,
  type SheetErrorCode,
} from '@tpp/contracts';
import { moduleException, type ErrorSpec } from '../../infrastructure/http/module-exception.js';

const C = SHEET_ERROR_CODES;

/** The sheets module's error codes: status and the message shown to the user. */
export const SHEET_ERRORS = {
  [C.sheetChanged]: { status: 409, message: SHEET_MESSAGES.sheetChangedElsewhere },
  [C.castingCallLimit]: { status: 400, message: SHEET_MESSAGES.castingCallLimit },
  [C.sheetNotFound]: { status: 404, message: 'The requested sheet could not be found.' },
  [C.campaignNotFound]: { status: 404, message: SHEET_MESSAGES.campaignLoadFailed },
  [C.castingCallNotFound]: { status: 404, message: 'The requested creator call could not be found.' },
  [C.influencerNotFound]: { status: 404, message: TALENT_MESSAGES.influencerNotFoundBody },
  [C.sheetNameRequired]: { status: 400, message: SHEET_MESSAGES.sheetNameRequired },
  [C.duplicateInfluencer]: { status: 400, message: 'A creator is on the sheet twice.' },
  /** A save naming a creator that does not exist (any existing creator may be pitched). */
  [C.notOnRoster]: { status: 400, message: 'These creators could not be found.' },
  [C.castingCallRequired]: { status: 400, message: 'A creator call response needs casting_call_id.' },
  [C.sheetTypeFixed]: {
    status: 400,
    message: 'sheet_type cannot change between a creator call response and a sheet.',
  },
  [C.castingCallMismatch]: { status: 400, message: 'This response belongs to another creator call.' },
  [C.clientResponseInvalid]: { status: 400, message: 'Send either client_accepted or client_note.' },
  [C.campaignDataInvalid]: { status: 400, message: 'Please check the campaign data.' },
  [C.castingCallResponseEmpty]: {
    status: 400,
    message: 'Add at least one creator to your response and save it before submitting.',
  },
  [C.responderRequired]: { status: 400, message: 'Please enter your name and email address.' },
  [C.likedNotOnSheet]: { status: 400, message: 'Some liked creators are not on this sheet.' },
  /** A public link of a deleted sheet: a 404 (nothing of it is shown) that says why. */
  [C.sheetUnavailable]: { status: 404, message: SHEET_MESSAGES.sheetUnavailable },
  [C.sheetRestoreConflict]: { status: 409, message: SHEET_MESSAGES.sheetRestoreConflict },
  [C.viewerLinkInvalid]: {
    status: 400,
    message:
      'This link is not valid or has expired. Open the talent sheet again and enter your email for a new one.',
  },
  [C.castingCallClosed]: { status: 409, message: CREATOR_CALL_MESSAGES.closed },
  [C.notTalentSheet]: { status: 400, message: 'Creators can be added this way to talent sheets only.' },
  [C.registrationRequired]: {
    status: 403,
    message: 'Enter your email address on the talent sheet to see its creators.',
  },
} satisfies Partial<Record<SheetErrorCode, ErrorSpec>>;

/** The one exception type of the sheets module: `throw new SheetsException(SHEET_ERROR_CODES.sheetNotFound)`. */
export class SheetsException extends moduleException(SHEET_ERRORS) {}
