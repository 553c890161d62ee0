/**
 * Ids and page numbers in addresses: one rule each, used by the browser (to read a route) and by
 * the API (to validate the same value), so both accept exactly the same ids.
 */

/** The largest value of a PostgreSQL integer (int4) column: every numeric id, version and position. */
export const LARGEST_INT4 = 2_147_483_647;

/**
 * The public id of a sheet or collection, the only id of one that leaves the server: the server
 * mints 12 random bytes as base64url (16 characters); 8 to 64 such characters are accepted.
 */
const PUBLIC_ID = '[A-Za-z0-9_-]{8,64}';
export const PUBLIC_ID_PATTERN = new RegExp(`^${PUBLIC_ID}$`);
/** A public id as a capturing group, for a longer pattern such as a page address. */
export const PUBLIC_ID_GROUP = `(${PUBLIC_ID})`;

/** A comma-separated list ('id1,id2') of 1 to `maxItems` public ids. */
export function publicIdListPattern(maxItems: number): RegExp {
  return new RegExp(`^${PUBLIC_ID}(,${PUBLIC_ID}){0,${maxItems - 1}}$`);
}

/** A public sheet or collection id from an address, or null for anything that cannot be one. */
export function publicShareId(value: string | null | undefined): string | null {
  return value && PUBLIC_ID_PATTERN.test(value) ? value : null;
}

const PLAIN_POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

/**
 * A plain positive whole number written in decimal ('16'; not '016', '+16', '1e1' or '0x10') of at
 * most `max`, or null for anything else.
 */
export function plainPositiveInteger(text: string, max: number): number | null {
  if (!PLAIN_POSITIVE_INTEGER.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** The largest page number any paged list or page address takes (`?page=`). */
export const MAX_PAGE_NUMBER = 100_000;

/** Path parameters of every route whose one parameter is a numeric `:id` (a creator, a creator call). */
export interface IdPathParams {
  id: number;
}

/** `?page=` (1-based) on the paged lists that take nothing else. */
export interface PageQuery {
  page?: number;
}
