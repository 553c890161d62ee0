import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteName } from '@tpp/contracts';
import { buildRemotesDocument, REMOTE_NAMES } from './remotes-document.js';
import { FirstScreenRenderer } from './first-screen.js';
import { PageBoot, type InjectGet, type PageRequest } from './page-boot.js';
import { inlineScriptHashes } from './security-headers.js';

export interface StaticSiteOptions {
  staticRoot: string;
  remoteManifestUrls: Partial<Record<RemoteName, string>>;
  /** Rewrites the shell's index.html for a page path (the Open Graph tags of /public/* pages). */
  renderPage?: (path: string, html: string) => Promise<string>;
  /** Answers the page's first GETs in-process, for the boot document (see PageBoot). */
  inject?: InjectGet;
  /** The Content-Security-Policy of a page, given the hashes of its template's inline scripts. */
  pagePolicy?: (scriptHashes: string[]) => string;
}

/** Names that change content under the same URL must be revalidated; hashed names never change. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (x.3f9a1c2b.js.br) is cached like the file it encodes.
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
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
  const remotes = buildRemotesDocument(options.remoteManifestUrls);
  const remotesDocument = JSON.stringify(remotes);
  const boot = options.inject
    ? new PageBoot({
        staticRoot: options.staticRoot,
        remotes: remotes.remotes,
        inject: options.inject,
        firstScreen: new FirstScreenRenderer(
          join(options.staticRoot, 'mfe-public', 'dist-server', 'first-screen.cjs'),
          (error) => app.log.warn({ err: error }, 'The first screen of a page could not be drawn'),
        ),
      })
    : null;
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
      // Scripts and styles have .br and .gz copies from the build: sent as they are.
      preCompressed: true,
      cacheControl: false,
      serveDotFiles: false,
      // A bundle that is not built yet answers 404 until it is.
      suppressWarning: true,
      setHeaders: (response, filePath) => {
        response.header('access-control-allow-origin', '*');
        // A shell on another origin loads these with <script> and <link>: no-cors requests.
        response.header('cross-origin-resource-policy', 'cross-origin');
        response.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  const shellIndex = join(options.staticRoot, 'shell', 'dist', 'index.html');
  // The template's inline scripts (none today) are allowed by hash; computed once per template text.
  let policyOf: { html: string; policy: string } | null = null;
  const policyFor = (html: string): string | null => {
    if (!options.pagePolicy) return null;
    if (policyOf?.html !== html) policyOf = { html, policy: options.pagePolicy(inlineScriptHashes(html)) };
    return policyOf.policy;
  };
  app.get('/*', async (request, reply) => {
    const path = routedPagePath(request);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) {
      return notFound(reply, request.method, path);
    }
    const html = await readFile(shellIndex, 'utf8').catch(() => null);
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(SHELL_MISSING);
    // A page hook that fails leaves the page as it is: the SPA still loads.
    const [tagged, writeBoot] = await Promise.all([
      options.renderPage ? options.renderPage(path, html).catch(() => html) : html,
      boot?.prepare(pageRequest(request, path)).catch((error: unknown) => {
        request.log.warn({ err: error, path }, 'The boot document could not be written');
        return null;
      }),
    ]);
    const booted = writeBoot ? writeBoot(tagged) : null;
    for (const cookie of booted?.setCookie ?? []) reply.header('set-cookie', cookie);
    const policy = policyFor(html);
    if (policy) reply.header('content-security-policy', policy);
    // The boot document carries the visitor's session status: never for a shared cache.
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(booted?.html ?? tagged);
  });
}

/**
 * The page path as the router decoded it (`/%61pi/x` is `/api/x`): the catch-all's parameter, so
 * the API and asset check, the Open Graph tags and the boot document see the path the router
 * saw, never the raw URL.
 */
export function routedPagePath(request: FastifyRequest): string {
  const rest = (request.params as { '*'?: unknown })['*'];
  return `/${typeof rest === 'string' ? rest : ''}`;
}

function pageRequest(request: FastifyRequest, path: string): PageRequest {
  const query = request.url.indexOf('?');
  return {
    path,
    search: query === -1 ? '' : request.url.slice(query),
    cookie: request.headers.cookie,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}
