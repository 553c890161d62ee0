import { PRODUCT_NAME } from '@tpp/contracts';
import { escapeHtml } from '../../common/escape-html.js';

/** What a shared /public/* link shows as its preview card in chat and mail apps. */
export interface OpenGraphPage {
  /** The page's name without the product suffix, e.g. the sheet's public title. */
  title: string;
  description: string;
  /** Absolute URL of the preview image, or null for none. */
  image: string | null;
  /** Absolute URL of the page. */
  url: string;
}

/** Longest og:description (chat apps cut around 200 characters anyway). */
export const OG_DESCRIPTION_LENGTH = 200;

/** The full document title: the page name and the product. */
export function documentTitle(pageTitle: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The <title>, description and Open Graph / Twitter tags of a page, every value escaped. */
export function renderHeadTags(page: OpenGraphPage): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    meta('name', 'description', page.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image ? [meta('name', 'twitter:image', page.image)] : []),
  ];
  return tags.join('');
}

/**
 * Puts the page's tags into the shell's index.html: its own <title> and description meta are
 * replaced, the rest goes at the end of <head>. A document without </head> is left as it is.
 */
export function injectHead(html: string, page: OpenGraphPage): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  const head = html
    .slice(0, end)
    .replace(/<title>[\s\S]*?<\/title>/i, () => '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, () => '');
  return `${head}${renderHeadTags(page)}${html.slice(end)}`;
}
