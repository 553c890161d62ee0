import type { OpenGraphService } from './open-graph.service.js';
import { injectHead } from './open-graph-html.js';

/** The static site's page hook: index.html with the preview card of the path, if it has one. */
export function openGraphPageRenderer(service: OpenGraphService) {
  return async (path: string, html: string): Promise<string> => {
    const page = await service.pageFor(path);
    return page ? injectHead(html, page) : html;
  };
}
