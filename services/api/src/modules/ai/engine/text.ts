/**
 * Text handling shared by the tagger and the brief reader: folding (case and accents ignored),
 * hashtags opened up, and phrase search with word boundaries and negation.
 */

/** Lower case without accents; '&' reads as 'and'; typographic apostrophes become plain. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/&/g, ' and ')
    .toLowerCase();
}

/** "#CleanBeauty #momlife" → the words of each hashtag ("clean beauty", "momlife"). */
export function hashtags(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/#([\p{L}\p{N}_]+)/gu)) {
    const raw = match[1]!;
    // CamelCase hashtags split into words; all-lowercase ones stay one word.
    found.push(fold(raw.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')));
  }
  return found;
}

/** The text with its hashtags written as words ("#CleanBeauty" → "Clean Beauty"). */
function opened(text: string): string {
  return text.replace(/#([\p{L}\p{N}_]+)/gu, (_, tag: string) =>
    tag.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' '),
  );
}

/** The folded text a phrase is looked for in: hashtags read as their words, punctuation as spaces. */
export function searchable(text: string): string {
  return ` ${fold(opened(text))
    .replace(/[^\p{L}\p{N}+']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * The words of `searchable(text)` that follow the word before them with only spaces or a hyphen
 * between in the text ("plant-based food"), by their offset in the searchable text; a comma, a
 * slash or any other sign between two words ("fitness, wellness") leaves the second one out.
 */
export function joinedWords(text: string): Set<number> {
  const joined = new Set<number>();
  let offset = 1;
  let previousEnd = -1;
  const folded = fold(opened(text));
  for (const word of folded.matchAll(/[\p{L}\p{N}+']+/gu)) {
    if (previousEnd >= 0 && /^[\s-]+$/.test(folded.slice(previousEnd, word.index))) joined.add(offset);
    offset += word[0].length + 1;
    previousEnd = word.index + word[0].length;
  }
  return joined;
}

const NEGATIONS = new Set(['not', 'no', 'never', 'non', "isn't", "aren't", "don't", 'nor', 'without']);

export interface PhraseHit {
  /** Character offset in the searchable text. */
  at: number;
  negated: boolean;
}

/**
 * Where a folded phrase occurs in a `searchable` text as whole words. A hit is negated when one
 * of the two words before it is a negation ("not a fitness influencer", "no gym").
 */
export function findPhrase(text: string, phrase: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const needle = ` ${phrase} `;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return hits;
    const before = text
      .slice(Math.max(0, at - 40), at + 1)
      .trim()
      .split(' ')
      .slice(-2);
    hits.push({ at, negated: before.some((word) => NEGATIONS.has(word)) });
    from = at + 1;
  }
}

/** The words of a hashtag that contain a compact phrase ("momlife" contains "mom"). */
export function hashtagContains(tags: readonly string[], compact: string): boolean {
  return compact.length >= 4 && tags.some((tag) => !tag.includes(' ') && tag.includes(compact));
}
