import { describe, expect, it } from '@jest/globals';
import { isDescriptionShortened, nameSize, shortenDescription, visibleCharacters } from './display-text.js';

describe('shortenDescription', () => {
  it('keeps a description of up to 242 characters whole', () => {
    for (const length of [0, 1, 240, 241, 242]) {
      const text = 'a'.repeat(length);
      expect(shortenDescription(text)).toBe(text);
      expect(isDescriptionShortened(text)).toBe(false);
    }
  });

  it('shows a description of 243 characters or more as its first 240 and an ellipsis', () => {
    for (const length of [243, 244, 10_000]) {
      const text = 'b'.repeat(length);
      expect(shortenDescription(text)).toBe(`${'b'.repeat(240)}…`);
      expect(isDescriptionShortened(text)).toBe(true);
    }
  });

  it('drops the spaces before the ellipsis', () => {
    const text = `${'c'.repeat(238)}  ${'d'.repeat(20)}`;
    expect(shortenDescription(text)).toBe(`${'c'.repeat(238)}…`);
  });

  it('counts an emoji as one character and never cuts inside it', () => {
    // Each is two UTF-16 units (a surrogate pair); one with a skin tone is four.
    const emoji = '😀';
    const waving = '👋🏽';
    expect(shortenDescription(emoji.repeat(242))).toBe(emoji.repeat(242));
    expect(shortenDescription(emoji.repeat(243))).toBe(`${emoji.repeat(240)}…`);
    const mixed = `${'e'.repeat(239)}${waving}${'f'.repeat(10)}`;
    expect(shortenDescription(mixed)).toBe(`${'e'.repeat(239)}${waving}…`);
    // A cut at an odd UTF-16 offset would leave a lone surrogate: none is left.
    const cut = shortenDescription(`x${emoji.repeat(300)}`);
    expect(cut).toBe(`x${emoji.repeat(239)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('counts a letter with a combining accent as one character', () => {
    expect(visibleCharacters('e\u0301te\u0301')).toEqual(['e\u0301', 't', 'e\u0301']);
  });
});

describe('nameSize', () => {
  it('is regular up to 18 characters, smaller up to 30 and smallest above', () => {
    expect(nameSize('a'.repeat(18))).toBe('regular');
    expect(nameSize('a'.repeat(19))).toBe('smaller');
    expect(nameSize('a'.repeat(30))).toBe('smaller');
    expect(nameSize('a'.repeat(31))).toBe('smallest');
  });

  it('ignores surrounding spaces and counts emoji as one character', () => {
    expect(nameSize(`  ${'a'.repeat(18)}  `)).toBe('regular');
    expect(nameSize('🌸'.repeat(18))).toBe('regular');
    expect(nameSize('🌸'.repeat(19))).toBe('smaller');
  });
});
