import { SHEET_LIMITS, type TalentSheetResponseFormRequest } from '@tpp/contracts';
import { isEmail } from './gateRule';

export interface ResponseFormValues {
  name: string;
  email: string;
  comments: string;
}

export type ResponseFormErrors = Partial<Record<keyof ResponseFormValues, string>>;

/** The contact modal's rules: name and email required, email valid, comments optional but bounded. */
export function validateResponseForm(values: ResponseFormValues): ResponseFormErrors {
  const errors: ResponseFormErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  else if (values.name.trim().length > SHEET_LIMITS.titleMaxLength)
    errors.name = `Name must be at most ${SHEET_LIMITS.titleMaxLength} characters`;
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!isEmail(values.email)) errors.email = 'Enter a valid email address';
  if (values.comments.length > SHEET_LIMITS.responseCommentsMaxLength)
    errors.comments = `Comments must be at most ${SHEET_LIMITS.responseCommentsMaxLength} characters`;
  return errors;
}

/** POST /api/talent-sheet-response-form body; liked creators in sheet order. */
export function responseRequest(
  sheetId: string,
  liked: number[],
  values: ResponseFormValues,
): TalentSheetResponseFormRequest {
  const comments = values.comments.trim();
  return {
    talent_sheet_id: sheetId,
    liked_influencers: liked,
    responderName: values.name.trim(),
    responderEmail: values.email.trim(),
    ...(comments ? { comments } : {}),
  };
}

/** Server field names (either spelling) mapped to the form's fields. */
export function formFieldOf(field: string): keyof ResponseFormValues | null {
  if (field === 'responderName' || field === 'responder_name') return 'name';
  if (field === 'responderEmail' || field === 'responder_email') return 'email';
  if (field === 'comments') return 'comments';
  return null;
}
