import { API, type UploadSubdir } from '@tpp/contracts';
import { api, ApiError } from './apiClient.js';

export interface UploadOptions {
  /** The name shown for the file (defaults to the File's own name). */
  filename?: string;
  /** The content type the PUT carries (defaults to the Blob's type). */
  type?: string;
  subdir?: UploadSubdir;
  signal?: AbortSignal;
}

/**
 * Uploads one file (spec: GET /api/media-upload, then PUT the file to the answered URL with its
 * content type) and answers its key, to send as `uploadedKey` with the request that uses it.
 * Any failure throws (ApiError when the server refused); screens show
 * 'Something went wrong with the upload.'.
 */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<string> {
  const type = options.type ?? file.type;
  const filename = options.filename ?? (file instanceof File ? file.name : 'upload');
  const target = await api.call(API.uploads.mediaUpload, {
    query: { filename, type, ...(options.subdir ? { subdir: options.subdir } : {}) },
    signal: options.signal,
  });
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: file,
    signal: options.signal,
    // The API's own upload URL is same-origin; a storage bucket needs no cookies.
    credentials: 'omit',
  });
  if (!response.ok) throw new ApiError(response.status, null);
  return target.key;
}
