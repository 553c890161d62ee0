import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@tpp/contracts';
import { buildRemotesDocument, REMOTE_NAMES } from './remotes-document.js';
import { pathOf } from './csrf.js';

export interface StaticSiteOptions {
  staticRoot: string;
  remoteManifestUrls: Partial<Record<RemoteName, string>>;
  /** Rewrites the shell's index.html for a page path (the Open Graph tags of /public/* pages). */
  renderPage?: (path: string, html: string) => Promise<string>;
}

/** Names that change content under the same URL must be revalidated; hashed names never change. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (name === 'mf-manifest.json' || name === 'index.html') return 'no-cache';
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const SHELL_MISSING = 'The shell has not been built: run npm run build';

function notFound(reply: FastifyReply, method: string, path: string) {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send({ statusCode: 404, error: 'NOT_FOUND', message: `Not found: ${method} ${path}` });
}

/**
 * Serves the composed front end: `/remotes.json`, the shell and remote bundles under `/assets`
 * (readable from any origin, so a shell elsewhere can load them) and the shell's index.html for
 * every other page path (the SPA fallback).
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const remotesDocument = JSON.stringify(buildRemotesDocument(options.remoteManifestUrls));
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(remotesDocument),
  );

  const bundles: [string, string][] = [
    ['shell', join(options.staticRoot, 'shell', 'dist')],
    ...REMOTE_NAMES.map((name): [string, string] => [name, join(options.staticRoot, name, 'dist')]),
  ];
  for (const [index, [name, root]] of bundles.entries()) {
    await app.register(fastifyStatic, {
      root,
      prefix: `/assets/${name}/`,
      decorateReply: index === 0,
      index: false,
      cacheControl: false,
      serveDotFiles: false,
      // A bundle that is not built yet answers 404 until it is.
      suppressWarning: true,
      setHeaders: (response, filePath) => {
        response.header('access-control-allow-origin', '*');
        response.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  const shellIndex = join(options.staticRoot, 'shell', 'dist', 'index.html');
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return notFound(reply, request.method, path);
    }
    const html = await readFile(shellIndex, 'utf8').catch(() => null);
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(SHELL_MISSING);
    // A page hook that fails leaves the page as it is: the SPA still loads.
    const page = options.renderPage ? await options.renderPage(path, html).catch(() => html) : html;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
