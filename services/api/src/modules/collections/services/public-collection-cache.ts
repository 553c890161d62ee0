import { Injectable, Optional } from '@nestjs/common';
import { CacheBudget } from '../../../infrastructure/http/cache-budget.js';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';

interface Shown {
  teamId: number;
  sheetIds: ReadonlySet<number>;
}

/**
 * Public collection answers, per public id (one answer each; unknown ids are never kept).
 * Collection writes invalidate their entry; so does any invalidation of one of its sheets' public
 * pages (a public title, the creators, a deleted sheet) and of its team's public roster (creator
 * cards, display settings), through what `remember` recorded when the answer was built (kept
 * while the answer or its build lives). Invalidations reach the other API processes through the
 * CacheInvalidationBus; the answers count against the process's CacheBudget.
 */
@Injectable()
export class PublicCollectionCache extends JsonAnswerCache<string> {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_ENTRIES = 2_000;
  /** Public id -> the team and the sheets (internal ids) its cached answer shows. */
  private readonly shows = new Map<string, Shown>();

  constructor(@Optional() bus?: CacheInvalidationBus, @Optional() budget?: CacheBudget) {
    super(
      'public-collection',
      {
        ttlMs: PublicCollectionCache.TTL_MS,
        maxGroups: PublicCollectionCache.MAX_ENTRIES,
        maxKeysPerGroup: 1,
      },
      { bus, budget },
    );
  }

  /** Called by the build of a collection's answer (while it is in flight). */
  remember(publicId: string, teamId: number, sheetIds: readonly number[]): void {
    this.shows.set(publicId, { teamId, sheetIds: new Set(sheetIds) });
  }

  /** Drops the collections showing any of these sheets (internal ids). */
  invalidateSheets(sheetIds: readonly number[]): void {
    this.invalidateWhere((shown) => sheetIds.some((sheetId) => shown.sheetIds.has(sheetId)));
  }

  /** Drops the collections of these teams. */
  invalidateTeams(teamIds: readonly number[]): void {
    this.invalidateWhere((shown) => teamIds.includes(shown.teamId));
  }

  protected override groupReleased(publicId: string): void {
    this.shows.delete(publicId);
  }

  private invalidateWhere(test: (shown: Shown) => boolean): void {
    const publicIds = [...this.shows].filter(([, shown]) => test(shown)).map(([publicId]) => publicId);
    if (publicIds.length) this.invalidate(...publicIds);
  }
}
