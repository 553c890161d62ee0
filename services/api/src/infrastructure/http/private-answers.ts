import type { FastifyInstance } from 'fastify';

/** What an answer that declares no caching of its own gets: no browser or proxy keeps a copy. */
export const PRIVATE_CACHE_CONTROL = 'no-store';

/**
 * Private by default: every answer that does not set its own `Cache-Control` is sent with
 * `no-store`, so a JSON answer of the API (a signed-in user's data, the session status, an
 * error) is never kept by the browser's cache, a shared proxy or the back/forward cache of a
 * shared computer. Answers that are the same for every visitor declare their own caching and keep
 * it: the public roster, sheet and collection (`no-cache` with an ETag, sendCachedJson), the
 * generated media (immutable), the bundles and pages of the static site, uploaded files.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
