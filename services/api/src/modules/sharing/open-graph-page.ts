import { canonicalPagePath, type OpenGraphService } from './services/open-graph.service.js';
import { injectHead } from './open-graph-html.js';

/**
 * The static site's page hook: index.html with the preview card of the path, if it has one. The
 * rendered document is kept (OpenGraphService.rendered, within the CacheBudget) while both the
 * card (the service's cached object) and index.html are unchanged, so a cached card costs a map
 * lookup, not a rebuild of the head.
 */
export function openGraphPageRenderer(service: OpenGraphService) {
  return async (path: string, html: string): Promise<string> => {
    const page = await service.pageFor(path);
    if (!page) return html;
    const key = canonicalPagePath(path);
    const kept = service.rendered.get(key);
    if (kept && kept.page === page && kept.html === html) return kept.out;
    const out = injectHead(html, page);
    service.rendered.set(key, { html, page, out });
    return out;
  };
}
