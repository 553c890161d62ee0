/**
 * How long texts are shown in lists, cards and headers: descriptions shortened with an ellipsis,
 * and creator names set smaller as they grow. Lengths count what a reader sees as one character
 * (a grapheme: an emoji with its modifiers, a letter with its accents), so a cut never splits one.
 */
export const DISPLAY_TEXT_LIMITS = {
  /** A description of this many characters or more is shortened... */
  descriptionShortenFrom: 243,
  /** ...to its first this many characters and an ellipsis. */
  descriptionShownLength: 240,
  /** A creator name longer than this is shown smaller... */
  nameSmallerAbove: 18,
  /** ...and longer than this smaller again. */
  nameSmallestAbove: 30,
} as const;

export const ELLIPSIS = '…';

/** "1 creator", "24 creators". */
export function creatorCount(count: number): string {
  return `${count} ${count === 1 ? 'creator' : 'creators'}`;
}

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('en', { granularity: 'grapheme' })
    : null;

/** The text's first `count` characters as a reader sees them (code points where the runtime cannot segment). */
export function visibleCharacters(text: string, count = Infinity): string[] {
  const characters: string[] = [];
  // Segments are read one at a time, so a long text is read only as far as needed.
  const parts: Iterable<string | { segment: string }> = graphemes ? graphemes.segment(text) : text;
  for (const part of parts) {
    if (characters.length >= count) break;
    characters.push(typeof part === 'string' ? part : part.segment);
  }
  return characters;
}

/**
 * A sheet, team or creator description as lists and cards show it: whole below 243 characters,
 * otherwise its first 240 characters (trailing spaces dropped) and '…'.
 */
export function shortenDescription(text: string): string {
  if (!isDescriptionShortened(text)) return text;
  return `${visibleCharacters(text, DISPLAY_TEXT_LIMITS.descriptionShownLength).join('').trimEnd()}${ELLIPSIS}`;
}

/** Whether `shortenDescription` shortens the text (the screen then offers the whole text). */
export function isDescriptionShortened(text: string): boolean {
  // A grapheme is at least one UTF-16 unit: shorter texts need no segmenting.
  if (text.length < DISPLAY_TEXT_LIMITS.descriptionShortenFrom) return false;
  return (
    visibleCharacters(text, DISPLAY_TEXT_LIMITS.descriptionShortenFrom).length >=
    DISPLAY_TEXT_LIMITS.descriptionShortenFrom
  );
}

/** How large a creator's name is set: 'regular' up to 18 characters, 'smaller' up to 30, then 'smallest'. */
export type NameSize = 'regular' | 'smaller' | 'smallest';

export function nameSize(name: string): NameSize {
  const length = visibleCharacters(name.trim()).length;
  if (length > DISPLAY_TEXT_LIMITS.nameSmallestAbove) return 'smallest';
  if (length > DISPLAY_TEXT_LIMITS.nameSmallerAbove) return 'smaller';
  return 'regular';
}
