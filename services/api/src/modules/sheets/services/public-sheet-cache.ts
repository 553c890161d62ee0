import { Injectable } from '@nestjs/common';
import { JsonAnswerCache, type CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * The public sheet answers, per sheet (internal id) and page/limit key. Every write of the sheets
 * module to a sheet invalidates it; other modules that change what a public sheet shows
 * (collections setting public titles) call invalidate() too. Roster customisations and team
 * display settings made elsewhere are bounded by the TTL.
 */
@Injectable()
export class PublicSheetCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_SHEETS = 2_000;
  /**
   * Public id -> internal id of sheets whose pages were cached, so a hit needs no database round
   * trip. Public ids never change; a stale mapping is harmless because invalidation drops the pages.
   */
  private readonly internalIds = new Map<string, number>();

  constructor() {
    super({ ttlMs: PublicSheetCache.TTL_MS, maxGroups: PublicSheetCache.MAX_SHEETS, maxKeysPerGroup: 50 });
  }

  /** The cached page of a sheet by its public id, without asking the database who it is. */
  getByPublicId(publicId: string, key: string, now = Date.now()): CachedAnswer | null {
    const sheetId = this.internalIds.get(publicId);
    return sheetId === undefined ? null : this.get(sheetId, key, now);
  }

  /** Called once a sheet was found visible to brands, before its pages are cached. */
  rememberPublicId(publicId: string, sheetId: number): void {
    if (this.internalIds.has(publicId)) return;
    if (this.internalIds.size >= PublicSheetCache.MAX_SHEETS) {
      const oldest = this.internalIds.keys().next().value;
      if (oldest !== undefined) this.internalIds.delete(oldest);
    }
    this.internalIds.set(publicId, sheetId);
  }
}
