import { isImageContentType, UPLOAD_LIMITS, type UploadContentType } from '@tpp/contracts';

/** How many first bytes the content check reads (enough for a JPEG's size marker after its headers). */
export const SNIFF_BYTES = 64 * 1024;

const EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

export function extensionOf(type: UploadContentType): string {
  return EXTENSIONS[type];
}

export function maxBytesOf(type: string): number {
  return isImageContentType(type) ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.attachmentBytes;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Plain text: no NUL byte and valid UTF-8 in the first bytes (a cut last character is fine). */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the file's first bytes are what its declared type says: images by their signatures
 * (JPEG FF D8 FF, PNG's 8-byte signature, RIFF….WEBP), PDF by '%PDF-', the Office formats by
 * the ZIP signature, text by being UTF-8 without NUL. The name never counts.
 */
export function bytesMatchType(type: UploadContentType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'text/plain':
    case 'text/csv':
      return looksLikeText(bytes);
    default:
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  }
}

/** Width and height of a JPEG from its first SOF marker, or null when none is in `bytes`. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame)
      return {
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    at += 2 + length;
  }
  return null;
}
