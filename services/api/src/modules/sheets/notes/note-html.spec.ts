import { describe, expect, it } from '@jest/globals';
import { XSS_PAYLOADS } from '../../talent/markdown/xss-corpus.js';
import { noteHtml } from './note-html.js';

/** Every tag of the output is a safe link, its end, or a line break; nothing else is markup. */
const SAFE_TAG =
  /^(<a href="(https?:\/\/|mailto:)[^"<>\s]*" rel="noopener noreferrer nofollow" target="_blank">|<\/a>|<br>)$/;

function expectOnlySafeMarkup(html: string): void {
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) expect(tag).toMatch(SAFE_TAG);
}

describe('noteHtml: XSS corpus', () => {
  it.each(XSS_PAYLOADS)('renders %j with no executable vector', (payload) => {
    const html = noteHtml(payload);
    expectOnlySafeMarkup(html);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:\/\/|mailto:)/);
  });

  it.each(XSS_PAYLOADS)('renders %j inside a link with no executable vector', (payload) => {
    expectOnlySafeMarkup(noteHtml(`[${payload}](https://ok.example/${payload})`));
    expectOnlySafeMarkup(noteHtml(`[click](${payload})`));
  });
});

describe('noteHtml', () => {
  it('turns [text](url) into a safe link and escapes everything else', () => {
    expect(noteHtml('Great fit, see [media kit](https://example.com/kit?a=1&b=2) <b>now</b>')).toBe(
      'Great fit, see <a href="https://example.com/kit?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">media kit</a> &lt;b&gt;now&lt;/b&gt;',
    );
    expect(noteHtml('[mail](mailto:a@b.example)')).toContain('href="mailto:a@b.example"');
  });

  it('keeps other schemes, quotes in URLs and markdown as text', () => {
    expect(noteHtml('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(noteHtml('[x](https://a.example/"onmouseover="alert(1))')).not.toContain('<a');
    expect(noteHtml('**bold**')).toBe('**bold**');
  });

  it('keeps line breaks and renders empty notes as empty', () => {
    expect(noteHtml('one\ntwo')).toBe('one<br>two');
    expect(noteHtml('')).toBe('');
    expect(noteHtml('   ')).toBe('');
    expect(noteHtml(null)).toBe('');
  });
});
