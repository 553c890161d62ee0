import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './markdown.js';

/** Script vectors, event handlers, dangerous URLs, SVG/MathML tricks, encoded variants, markdown tricks. */
const XSS_PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="https://ok.example" onclick="alert(1)">click</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>hover</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<p onclick="alert(1)">para</p>',
  '<strong onmouseover="alert(1)">bold</strong>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[click](vbscript:alert(1))',
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '![img](javascript:alert(1))',
  '![img](x" onerror="alert(1))',
  '![img](https://ok.example/x.png)',
  '[a]: javascript:alert(1)\n\n[link][a]',
  '<javascript:alert(1)>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '* <a href="javascript:alert(1)">item</a>',
  '# Heading <script>alert(1)</script>',
  '<a href="https://ok.example" target="_self" rel="opener">ok</a>',
  '<a href="//evil.example">protocol relative</a>',
  '<x onclick=alert(1)>custom</x>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  '<a href="\u0001javascript:alert(1)">ctl</a>',
];

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
