import type { FastifyReply } from 'fastify';

/** A JSON answer serialised once, gzip-compressed once, with its ETag. */
export interface CachedJson {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export function acceptsGzip(header: string | undefined): boolean {
  return !!header && /\bgzip\b(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(header);
}

/**
 * Sends a cached answer: 304 when the client's ETag still matches, else the bytes (the gzip copy
 * to clients that accept it, so nothing is compressed per request). Browsers revalidate every time.
 * `perVisitor`: the answer depends on the visitor's cookies (a sheet behind the registration
 * gate), so no shared cache may keep it (`private`, `Vary: Cookie`).
 */
export function sendCachedJson(
  reply: FastifyReply,
  answer: CachedJson,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
  options: { perVisitor?: boolean } = {},
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', options.perVisitor ? 'private, no-cache' : 'no-cache')
    .header('vary', options.perVisitor ? 'accept-encoding, cookie' : 'accept-encoding');
  if (headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  if (acceptsGzip(headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}
