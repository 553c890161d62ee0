/**
 * The keys and addresses of uploads, in a plain module so DTOs and mappers of any module can check
 * a key or show an upload without importing UploadsService.
 */

/** A key: 128 random bits in hex and the extension of its type. */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

/** The URL that shows an upload (public: keys are unguessable). */
export function uploadUrl(key: string): string {
  return `/api/uploads/${key}`;
}
