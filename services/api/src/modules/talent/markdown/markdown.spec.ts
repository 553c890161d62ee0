import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown.js';
import { XSS_PAYLOADS } from './xss-corpus.js';

/** Anything a browser could execute: script elements, handlers, script URLs, data/inline frames. */
const EXECUTABLE =
  /<\s*(script|svg|math|iframe|object|embed|img|style|link|meta|base|form|input|button|video|audio|details|marquee|template|textarea|body|source|x)\b|\son[a-z]+\s*=|(javascript|vbscript|data)\s*:|expression\s*\(|href="\/\//i;

describe('renderMarkdown: XSS corpus', () => {
  it('has at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS)('renders %j with no executable vector', (payload) => {
    const html = renderMarkdown(payload);
    // Escaped text (&lt;script&gt;) is inert; only real markup and URL attributes count.
    const markup = html.replace(/>[^<]*</g, '><');
    expect(markup).not.toMatch(EXECUTABLE);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(https?:|mailto:)/);
  });
});

describe('renderMarkdown', () => {
  it('keeps the safe formatting', () => {
    expect(renderMarkdown('**Bold** and *it*\n\n- one\n- two')).toBe(
      '<p><strong>Bold</strong> and <em>it</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it('opens links in a new tab without opener or follow', () => {
    expect(renderMarkdown('[site](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener nofollow" target="_blank">site</a></p>',
    );
    expect(renderMarkdown('[mail](mailto:a@b.example)')).toContain('href="mailto:a@b.example"');
  });

  it('turns big headings into h3 and renders empty input as empty', () => {
    expect(renderMarkdown('# Title')).toBe('<h3>Title</h3>');
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown(null)).toBe('');
  });
});
