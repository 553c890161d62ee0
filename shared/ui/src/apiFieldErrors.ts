import { ApiError } from '@tpp/session';

/** The first message per field of a 400 answer (`body.fields`), or an empty object. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.fields) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.fields)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
