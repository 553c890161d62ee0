/** Uploads: GET /api/media-upload, then a PUT of the file to the answered URL. */

/** Images are checked by their bytes (magic numbers), never by their name. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The attachment allow-list (change requests, Contact Us): also checked by their bytes. */
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const UPLOAD_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...ATTACHMENT_CONTENT_TYPES] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** The optional subdir of an upload's key. */
export const UPLOAD_SUBDIRS = ['case-study'] as const;
export type UploadSubdir = (typeof UPLOAD_SUBDIRS)[number];

export const UPLOAD_LIMITS = {
  /** Largest image accepted. */
  imageBytes: 10 * 1024 * 1024,
  /** Largest attachment accepted. */
  attachmentBytes: 20 * 1024 * 1024,
  /** How long an upload URL may be used. */
  urlLifetimeSeconds: 15 * 60,
  /** An upload no request or portrait has used by then is deleted. */
  abandonedAfterHours: 24,
  filenameLength: 200,
} as const;

/** A cropped portrait is square, JPEG, neither side above 600 px. */
export const PORTRAIT_MAX_PX = 600;

export function isImageContentType(type: string): boolean {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/** GET /api/media-upload query. */
export interface MediaUploadQuery {
  filename: string;
  /** The file's content type (one of UPLOAD_CONTENT_TYPES). */
  type: string;
  subdir?: UploadSubdir;
}
/** GET /api/media-upload answer: PUT the file's bytes to `url` with exactly these `headers`. */
export interface MediaUploadResponse {
  url: string;
  key: string;
  method: 'PUT';
  headers: Record<string, string>;
  /** ISO time after which `url` no longer accepts the file. */
  expires_at: string;
}

/** Machine codes in ApiErrorBody.error for uploads, whichever call names the upload. */
export const UPLOAD_ERROR_CODES = {
  /** An upload key the caller's team did not ask for, or one never uploaded. */
  uploadNotFound: 'UPLOAD_NOT_FOUND',
  /** The uploaded bytes are not what the type says, too large, or not allowed here. */
  uploadRejected: 'UPLOAD_REJECTED',
  /** A request or an upload URL that has expired or whose signature is wrong. */
  uploadUrlInvalid: 'UPLOAD_URL_INVALID',
} as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];
