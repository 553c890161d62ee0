import { Injectable } from '@nestjs/common';
import { API, PUBLIC_ID_PATTERN } from '@tpp/contracts';
import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../../../infrastructure/http/cached-json.js';
import { routeOf } from '../../../infrastructure/http/csrf.js';
import { plainPublicSheetQuery, publicSheetPageOf } from '../dto/sheet-requests.dto.js';
import { PublicSheetCache } from './public-sheet-cache.js';

const ROUTE = API.publicSheets.sheet.path;

/**
 * The sheet and cache key of a plain public sheet request (a sheet id and a query that
 * PublicSheetQueryDto accepts as it is, read by the DTO module's `plainPublicSheetQuery`), or null
 * for anything else. Decided on what the router made of the URL, exactly what the controller
 * would get: the route it chose, the decoded `hashId` and the parsed query (never on the raw URL).
 */
export function fastPathKey(
  route: string | null,
  hashId: unknown,
  query: Record<string, unknown>,
): { publicId: string; key: string } | null {
  if (route !== ROUTE || typeof hashId !== 'string' || !PUBLIC_ID_PATTERN.test(hashId)) return null;
  const plain = plainPublicSheetQuery(query);
  if (!plain) return null;
  const { page, limit } = publicSheetPageOf(plain);
  return { publicId: hashId, key: PublicSheetCache.keyOf(page, limit) };
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
