import type { UploadRow } from '../repositories/uploads.repository.js';
import { cleanFilename } from './file-names.js';

/** Public images (portraits, logos, case-study thumbnails): their key never changes its bytes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (Contact Us and request attachments, uploads not used yet): no shared or stored copy. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The headers a file is answered with, from the API (local) or the bucket (S3 overrides). */
export function servingHeadersOf(upload: Pick<UploadRow, 'kind' | 'content_type' | 'filename' | 'public'>): {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
} {
  const disposition = upload.kind === 'image' ? 'inline' : 'attachment';
  return {
    contentType: upload.content_type,
    contentDisposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(cleanFilename(upload.filename))}`,
    cacheControl: upload.public ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  };
}
