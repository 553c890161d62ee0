import type { OpenGraphService } from './services/open-graph.service.js';
import { injectHead } from './open-graph-html.js';
import type { OpenGraphPage } from './open-graph-html.js';

const MAX_RENDERED = 5_000;

/**
 * The static site's page hook: index.html with the preview card of the path, if it has one. The
 * rendered document is kept while both the card (the service's cached object) and index.html are
 * unchanged, so a cached card costs a map lookup, not a rebuild of the head.
 */
export function openGraphPageRenderer(service: OpenGraphService) {
  const rendered = new Map<string, { html: string; page: OpenGraphPage; out: string }>();
  return async (path: string, html: string): Promise<string> => {
    const page = await service.pageFor(path);
    if (!page) return html;
    const kept = rendered.get(path);
    if (kept && kept.page === page && kept.html === html) return kept.out;
    const out = injectHead(html, page);
    if (rendered.size >= MAX_RENDERED && !rendered.has(path)) {
      const oldest = rendered.keys().next().value;
      if (oldest !== undefined) rendered.delete(oldest);
    }
    rendered.set(path, { html, page, out });
    return out;
  };
}
