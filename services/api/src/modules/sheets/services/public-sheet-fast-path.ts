import { Injectable } from '@nestjs/common';
import { SHEET_LIMITS } from '@tpp/contracts';
import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { PUBLIC_ID_PATTERN } from '../../../infrastructure/http/validators.js';
import { PublicSheetCache } from './public-sheet-cache.js';

const PREFIX = '/api/public/talent-sheets/';
const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * The cache key of a plain public sheet request (`?page=&limit=&with_stats=` with canonical values
 * inside the limits the controller's validation enforces), or null for anything else.
 */
export function fastPathKey(url: string): { publicId: string; key: string } | null {
  if (!url.startsWith(PREFIX)) return null;
  const queryAt = url.indexOf('?');
  const publicId = url.slice(PREFIX.length, queryAt === -1 ? undefined : queryAt);
  if (!PUBLIC_ID_PATTERN.test(publicId)) return null;
  let page = 1;
  let limit: number = SHEET_LIMITS.publicSheetPageSize;
  if (queryAt !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(queryAt + 1))) {
      if (name === 'page' && WHOLE_NUMBER.test(value) && Number(value) <= 100_000) page = Number(value);
      else if (
        name === 'limit' &&
        WHOLE_NUMBER.test(value) &&
        Number(value) <= SHEET_LIMITS.publicSheetFetchAll
      )
        limit = Number(value);
      else if (name !== 'with_stats' || (value !== 'true' && value !== 'false')) return null;
    }
  }
  return { publicId, key: `${page}:${limit}` };
}

/**
 * Serves cached public sheet pages before Nest's routing, guards and validation: a shared link
 * opened by many brands at once is answered from memory at close to the speed of a bare server.
 * Misses and anything unusual fall through to PublicSheetsController, which builds and caches.
 */
@Injectable()
export class PublicSheetFastPath {
  constructor(private readonly cache: PublicSheetCache) {}

  /**
   * Registered by the app factory right after the request-id hook, before cookie parsing and the
   * CSRF check (a cached public page reads neither); replying here skips the later hooks.
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const target = request.method === 'GET' ? fastPathKey(request.url) : null;
      const hit = target && this.cache.getByPublicId(target.publicId, target.key);
      if (!hit) {
        done();
        return;
      }
      sendCachedJson(reply, hit, request.headers as { 'if-none-match'?: string; 'accept-encoding'?: string });
    });
  }
}
