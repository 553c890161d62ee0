import { COMMON_ERROR_CODES } from '@tpp/contracts';
import { ApiError } from '@tpp/session';

/** 'full_name' -> 'Full name', 'responderEmail' -> 'Responder email': a wire name in words. */
function words(field: string): string {
  const spaced = (field.split('.').pop() ?? field)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A field message of the API in the form's words. The API names a field by its wire name
 * ('old_password is required'); the form shows its label instead ('Current password is
 * required'), or the wire name in words when the form gave no label.
 */
export function fieldMessage(field: string, message: string, label?: string): string {
  if (!message.startsWith(field)) return message;
  const rest = message.slice(field.length);
  if (rest !== '' && !rest.startsWith(' ')) return message;
  return `${label ?? words(field)}${rest}`;
}

/**
 * The first message per field of a 400 answer (`body.fields`) in the form's words (see
 * fieldMessage), or an empty object. `labels` maps wire names to the form's labels.
 */
export function apiFieldErrors(
  error: unknown,
  labels: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.fields) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.fields)) {
    if (messages[0]) result[field] = fieldMessage(field, messages[0], labels[field]);
  }
  return result;
}

/**
 * What a form says when its call failed: for a 400 with field messages, those messages in the
 * form's words, one sentence each (never the API's raw summary); otherwise the server's message
 * meant for people, or `fallback`.
 */
export function formErrorMessage(
  error: unknown,
  labels: Readonly<Record<string, string>>,
  fallback: string,
): string {
  const fields = Object.values(apiFieldErrors(error, labels));
  if (fields.length > 0) return fields.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
  if (!(error instanceof ApiError) || !error.body?.message) return fallback;
  // Input the API refused on its own layer speaks in wire names: not for people.
  const raw: readonly string[] = [COMMON_ERROR_CODES.invalidInput, COMMON_ERROR_CODES.invalidJson];
  return raw.includes(error.body.error) ? fallback : error.body.message;
}
