/**
 * The same token or signature with one character changed, never equal to the original.
 *
 * It changes the first character: in base64url the last character of a 32-byte value carries
 * only four bits (so a fixed replacement letter equals the original one time in sixteen) and
 * its low bits are padding that a decoder may ignore. The first character carries six whole bits.
 */
export function tampered(text: string): string {
  return `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
}
