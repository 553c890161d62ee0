import { UPLOAD_LIMITS } from '@tpp/contracts';

/**
 * Bidirectional-text controls: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069,
 * the marks U+200E, U+200F and U+061C. In a file name they reorder what the reader sees
 * (`invoice` + U+202E + `fdp.exe` displays as `invoiceexe.pdf`), so no stored or echoed name
 * keeps them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * The name as stored and shown: no path, no control characters (C0, DEL), no bidi controls, no
 * double quote, at most UPLOAD_LIMITS.filenameLength characters; 'upload' when nothing is left.
 */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(BIDI_CONTROLS, '')
    .trim();
  return clean.slice(0, UPLOAD_LIMITS.filenameLength).trim() || 'upload';
}
