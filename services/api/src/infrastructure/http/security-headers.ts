import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import type { RemoteName } from '@tpp/contracts';
import type { UploadConfig } from '../../config/app-config.js';
import { buildRemotesDocument } from './remotes-document.js';

export interface SecurityHeadersOptions {
  /** REMOTE_MFE_<NAME>_URL overrides: a remote on another origin is allowed to load from there. */
  remoteManifestUrls: Partial<Record<RemoteName, string>>;
  uploads: UploadConfig;
}

/** HSTS for a year, subdomains included; sent only on answers to requests that came over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** The policy of answers that are no page (JSON, 404s): nothing may load, nothing may frame them. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The origins the composed front end loads code from: the remotes document's manifest URLs that
 * are absolute (a remote on a CDN or its own origin). The remoteEntry and the chunks of a remote
 * come from its manifest's origin (`publicPath: 'auto'`).
 */
export function remoteOrigins(remoteManifestUrls: Partial<Record<RemoteName, string>>): string[] {
  const origins = buildRemotesDocument(remoteManifestUrls).remotes.flatMap((remote) => {
    if (!/^https?:\/\//i.test(remote.manifestUrl)) return [];
    try {
      return [new URL(remote.manifestUrl).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * Where the browser sends and reads uploaded files with S3 storage: the presigned PUT goes
 * straight to the bucket (connect-src) and `GET /api/uploads/:key` redirects images there
 * (img-src). Local storage needs nothing: files are on this origin.
 */
export function uploadOrigins(uploads: UploadConfig): string[] {
  const s3 = uploads.storage === 's3' ? uploads.s3 : null;
  if (!s3) return [];
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return [s3.forcePathStyle ? url.origin : `${url.protocol}//${s3.bucket}.${url.host}`];
  }
  return s3.forcePathStyle
    ? [`https://s3.${s3.region}.amazonaws.com`, 'https://s3.amazonaws.com']
    : [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://${s3.bucket}.s3.amazonaws.com`];
}

/** 'sha256-…' of a script's text exactly as it stands between its tags. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(?:ld\+)?json|text\/plain)\b/i;

/**
 * The hashes of the inline scripts a browser would run in a document: not those with a src,
 * not JSON data blocks (never executed). Used on the shell's index.html as built, never on the
 * HTML after data was written into it: a script smuggled into data must stay blocked.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return [...new Set(hashes)];
}

/**
 * The Content-Security-Policy of the app's pages. Scripts only from this origin, the remotes'
 * origins and, for inline scripts of the shell's template, their hashes: no 'unsafe-inline', no
 * 'unsafe-eval'. Styles keep 'unsafe-inline' (React style attributes, the first paint's <style>,
 * the federation runtime's style tags).
 */
export function pagePolicy(options: {
  remotes: string[];
  uploads: string[];
  scriptHashes?: string[];
}): string {
  const remotes = options.remotes;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...(options.scriptHashes ?? [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, ...options.uploads]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    // The federation runtime fetches each remote's mf-manifest.json; uploads PUT to the bucket.
    ['connect-src', ["'self'", ...remotes, ...options.uploads]],
    ['media-src', ["'self'", 'blob:', ...options.uploads]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The page policy with the configured remotes and storage; per page it adds the template's script hashes. */
export function pagePolicyFor(options: SecurityHeadersOptions): (scriptHashes: string[]) => string {
  const remotes = remoteOrigins(options.remoteManifestUrls);
  const uploads = uploadOrigins(options.uploads);
  const plain = pagePolicy({ remotes, uploads });
  return (scriptHashes) =>
    scriptHashes.length === 0 ? plain : pagePolicy({ remotes, uploads, scriptHashes });
}

/**
 * Security headers on every answer (@fastify/helmet): the page policy (the static site's pages
 * set it with their hashes; JSON answers get DATA_POLICY), Referrer-Policy, nosniff,
 * X-Frame-Options DENY, Cross-Origin-Opener-Policy same-origin, Cross-Origin-Resource-Policy
 * same-origin (the bundles under /assets say cross-origin: a shell elsewhere loads them). No
 * Cross-Origin-Embedder-Policy: remote scripts and images from other origins must load. HSTS
 * only when the request came over TLS: on the socket, or X-Forwarded-Proto https from a trusted
 * proxy (TRUST_PROXY: the proxies' addresses or hop count, the same setting that decides the
 * client address; a peer that is not a trusted proxy cannot claim https).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const policy = pagePolicyFor(options)([]);
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policy);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && reply.getHeader('content-security-policy') === policy)
      reply.header('content-security-policy', DATA_POLICY);
    return payload;
  });
}

/** For answers Fastify sends before any hook runs (frameworkErrors): the data policy and nosniff. */
export function dataAnswerHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', DATA_POLICY).header('x-content-type-options', 'nosniff');
}
