import { describe, expect, it } from '@jest/globals';
import { markdownToPlainText, shorten } from './plain-text.js';

describe('plain text of markdown', () => {
  it('turns markdown into its readable text', () => {
    expect(
      markdownToPlainText(
        '# Hello\n\n**Bold** and _soft_ [my site](https://x.example) ![pic](a.png)\n- one\n- two <b>x</b>',
      ),
    ).toBe('Hello Bold and soft my site one two x');
    expect(markdownToPlainText(null)).toBe('');
  });

  it('shortens on a word boundary with an ellipsis', () => {
    expect(shorten('short  text', 200)).toBe('short text');
    const long = 'word '.repeat(100);
    const cut = shorten(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
