import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from '../../common/escape-html.js';
import { injectHead } from './open-graph-html.js';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default."><title>Talent Pitch Pro</title><script defer src="/assets/shell/main.js"></script></head><body><div id="root"></div></body></html>';

describe('injectHead', () => {
  const page = {
    title: 'Spring <script>alert("x")</script> & \'Picks\'',
    description: 'Northstar Talent · 3 creators: Ava, Ben, Cal',
    image: 'http://tpp.test/api/media/avatars/ava.svg?x=1&y=2',
    url: 'http://tpp.test/public/talent-sheet/abc',
  };

  it('replaces the title and description and adds the Open Graph and Twitter tags', () => {
    const html = injectHead(SHELL, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Default.');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:site_name" content="Talent Pitch Pro">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:url" content="http://tpp.test/public/talent-sheet/abc">');
    expect(html).toContain(
      '<meta property="og:image" content="http://tpp.test/api/media/avatars/ava.svg?x=1&amp;y=2">',
    );
    // The shell's script and body stay as they were.
    expect(html).toContain(
      '<meta charset="utf-8"><script defer src="/assets/shell/main.js"></script><title>',
    );
    expect(html).toContain('</head><body><div id="root"></div></body></html>');
  });

  it('escapes every value, so a title cannot open a tag or leave its attribute', () => {
    const html = injectHead(SHELL, page);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Spring &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Picks&#39; · Talent Pitch Pro</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Spring &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Picks&#39;">',
    );
  });

  it('leaves out image tags and uses the small card without an image', () => {
    const html = injectHead(SHELL, { ...page, image: null });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('keeps replacement patterns in values literal', () => {
    const html = injectHead(SHELL, { ...page, title: "$& $' $` $1" });
    expect(html).toContain('<meta property="og:title" content="$&amp; $&#39; $` $1">');
  });

  it('leaves a document without a head alone', () => {
    expect(injectHead('<p>hi</p>', page)).toBe('<p>hi</p>');
  });
});

describe('text helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
