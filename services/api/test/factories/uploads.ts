import type { MediaUploadResponse } from '@tpp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApi } from '../support/test-api.js';
import type { TestBrowser } from '../support/test-browser.js';

/** A minimal JPEG: SOI, a JFIF APP0, a baseline SOF0 of the given size, EOI (enough for the checks). */
export function jpegBytes(width: number, height = width): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...components, 0xff, 0xd9]);
}

export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A new, empty temporary folder for the uploads of one test file (UPLOAD_DIR), named after it. */
export const freshUploadDir = (name: string): Promise<string> => mkdtemp(join(tmpdir(), `tpp-${name}-`));

/** GET /api/media-upload as the browser's user. */
export async function requestUpload(
  browser: TestBrowser,
  type: string,
  filename = 'file',
  subdir?: string,
): Promise<MediaUploadResponse> {
  const query = new URLSearchParams({ filename, type, ...(subdir ? { subdir } : {}) });
  const response = await browser.get(`/api/media-upload?${query.toString()}`);
  if (response.statusCode !== 200) throw new Error(`media-upload failed: ${response.body}`);
  return response.json<MediaUploadResponse>();
}

/** PUTs bytes to a local upload URL (a path of the API) with the answered headers. */
export function putLocal(
  api: TestApi,
  target: Pick<MediaUploadResponse, 'url' | 'headers'>,
  bytes: Buffer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: 'PUT',
    url: target.url,
    headers: { ...target.headers, ...headers },
    payload: bytes,
  });
}

/** A key of the browser's team with the bytes uploaded (local storage). */
export async function uploaded(
  api: TestApi,
  browser: TestBrowser,
  type: string,
  bytes: Buffer,
): Promise<string> {
  const target = await requestUpload(browser, type, `upload.${type.split('/')[1]}`);
  const put = await putLocal(api, target, bytes);
  if (put.statusCode !== 200) throw new Error(`upload PUT failed: ${put.body}`);
  return target.key;
}
