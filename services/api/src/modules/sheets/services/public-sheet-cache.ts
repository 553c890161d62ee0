import { Injectable, Optional } from '@nestjs/common';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache, type CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * The public sheet answers, per sheet (internal id) and page/limit key. Every write of the sheets
 * module to a sheet invalidates it; other modules that change what a public sheet shows
 * (collections setting public titles) call invalidate() too, and every invalidation of a team's
 * public roster (customisations, display settings) reaches the team's sheets through
 * invalidateTeams. Invalidations reach the other API processes through the CacheInvalidationBus.
 */
@Injectable()
export class PublicSheetCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_SHEETS = 2_000;
  /**
   * Public id -> internal id and team of sheets whose pages were cached, so a hit needs no
   * database round trip and a team's roster change reaches its sheets. Public ids never change; a
   * stale mapping is harmless because invalidation drops the pages.
   */
  private readonly known = new Map<string, { sheetId: number; teamId: number }>();

  constructor(@Optional() bus?: CacheInvalidationBus) {
    super(
      { ttlMs: PublicSheetCache.TTL_MS, maxGroups: PublicSheetCache.MAX_SHEETS, maxKeysPerGroup: 50 },
      bus && { name: 'public-sheet', bus },
    );
  }

  /** The cached page of a sheet by its public id, without asking the database who it is. */
  getByPublicId(publicId: string, key: string, now = Date.now()): CachedAnswer | null {
    const sheet = this.known.get(publicId);
    return sheet === undefined ? null : this.get(sheet.sheetId, key, now);
  }

  /** Called once a sheet was found visible to brands, before its pages are cached. */
  rememberPublicId(publicId: string, sheetId: number, teamId: number): void {
    if (this.known.has(publicId)) return;
    if (this.known.size >= PublicSheetCache.MAX_SHEETS) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(publicId, { sheetId, teamId });
  }

  /** Drops the cached pages of every sheet of these teams (their roster cards changed). */
  invalidateTeams(teamIds: readonly number[]): void {
    const teams = new Set(teamIds);
    const sheetIds = [...this.known.values()]
      .filter((sheet) => teams.has(sheet.teamId))
      .map((sheet) => sheet.sheetId);
    if (sheetIds.length) this.invalidate(...sheetIds);
  }
}
