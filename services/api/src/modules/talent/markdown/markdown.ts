import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown without raw-HTML pass-through surprises: GitHub flavour, line breaks kept. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** The only markup a description may carry; everything else is dropped (its text kept). */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'br',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is never shown (script bodies, styles, SVG/MathML payloads).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'svg',
    'math',
    'iframe',
    'object',
  ],
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    b: 'strong',
    i: 'em',
    pre: 'p',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href;
      const safe: sanitizeHtml.Attributes = href ? { href, rel: 'noopener nofollow', target: '_blank' } : {};
      return { tagName, attribs: safe };
    },
  },
  // Paragraphs left empty (an image stripped out) are dropped.
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length,
};

/** Sanitises HTML to the description allow-list. */
export function sanitizeDescriptionHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Renders markdown to sanitised HTML ('' for empty input). */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source || !source.trim()) return '';
  const html = markdown.parse(source) as string;
  return sanitizeDescriptionHtml(html).trim();
}
