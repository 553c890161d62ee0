import { randomBytes } from 'node:crypto';

/** A new public sheet id: 12 random bytes (96 bits), base64url, 16 characters. Never sequential. */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** Escapes LIKE wildcards so a filter matches literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `$2`, `$3`…: the placeholder of the parameter just pushed onto `params`. */
export function placeholder(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}
