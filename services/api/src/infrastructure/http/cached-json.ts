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
 */
export function sendCachedJson(
  reply: FastifyReply,
  answer: CachedJson,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.code(200).type('application/json; charset=utf-8');
  if (acceptsGzip(headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.body);
}
