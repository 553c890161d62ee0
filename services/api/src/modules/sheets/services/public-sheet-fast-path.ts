import { Injectable } from '@nestjs/common';
import { API, SHEET_LIMITS } from '@tpp/contracts';
import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { routeOf } from '../../../infrastructure/http/csrf.js';
import { PUBLIC_ID_PATTERN } from '../../../infrastructure/http/validators.js';
import { PublicSheetCache } from './public-sheet-cache.js';

const ROUTE = API.publicSheets.sheet.path;
const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * The cache key of a plain public sheet request (`?page=&limit=&with_stats=` with canonical values
 * inside the limits the controller's validation enforces), or null for anything else. Decided on
 * what the router made of the URL, exactly what the controller would get: the route it chose,
 * the decoded `hashId` and the parsed query (never on the raw URL).
 */
export function fastPathKey(
  route: string | null,
  hashId: unknown,
  query: Record<string, unknown>,
): { publicId: string; key: string } | null {
  if (route !== ROUTE || typeof hashId !== 'string' || !PUBLIC_ID_PATTERN.test(hashId)) return null;
  let page = 1;
  let limit: number = SHEET_LIMITS.publicSheetPageSize;
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    if (name === 'page' && WHOLE_NUMBER.test(value) && Number(value) <= 100_000) page = Number(value);
    else if (
      name === 'limit' &&
      WHOLE_NUMBER.test(value) &&
      Number(value) <= SHEET_LIMITS.publicSheetFetchAll
    )
      limit = Number(value);
    else if (name !== 'with_stats' || (value !== 'true' && value !== 'false')) return null;
  }
  return { publicId: hashId, key: `${page}:${limit}` };
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
      const target =
        request.method === 'GET'
          ? fastPathKey(
              routeOf(request),
              (request.params as { hashId?: unknown }).hashId,
              request.query as Record<string, unknown>,
            )
          : null;
      const hit = target && this.cache.getByPublicId(target.publicId, target.key);
      if (!hit) {
        done();
        return;
      }
      sendCachedJson(reply, hit, request.headers as { 'if-none-match'?: string; 'accept-encoding'?: string });
    });
  }
}
