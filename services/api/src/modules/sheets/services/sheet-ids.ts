import { randomBytes } from 'node:crypto';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { PUBLIC_ID_PATTERN } from '../../../infrastructure/http/validators.js';

/** A new public sheet id: 12 random bytes (96 bits), base64url, 16 characters. Never sequential. */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** A sheet that is missing, or belongs to another team: the same answer either way. */
export function sheetNotFound(): ApiException {
  return ApiException.notFound('The requested sheet could not be found.');
}

export function castingCallNotFound(): ApiException {
  return ApiException.notFound('The requested creator call could not be found.');
}

/** Escapes LIKE wildcards so a filter matches literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A timestamp column as ISO text (pg returns Date objects). */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A sheet id from a path: a malformed one cannot exist, so it answers 404 like a missing one. */
export function sheetIdFromPath(value: string): string {
  if (!PUBLIC_ID_PATTERN.test(value)) throw sheetNotFound();
  return value;
}

/**
 * The rows of an UPDATE/DELETE ... RETURNING through TypeORM, which answers those (on
 * PostgreSQL) as [rows, affectedCount] instead of rows.
 */
export function returning<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}
