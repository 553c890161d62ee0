const WORDS = [
  'launch',
  'audience',
  'spring',
  'brand',
  'coffee',
  'trail',
  'studio',
  'reel',
  'recipe',
  'travel',
];

/**
 * Deterministic varied text of `length` characters for a seed: pieces of a word and a number from
 * a linear congruential sequence, so it compresses like real notes, not like one repeated letter.
 * `piece` writes one piece from the word and the sequence's state.
 */
export function variedText(
  seed: number,
  length: number,
  piece: (word: string, state: number) => string,
): string {
  let state = seed + 1;
  let text = '';
  while (text.length < length) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += piece(WORDS[state % WORDS.length]!, state);
  }
  return text.slice(0, length);
}
