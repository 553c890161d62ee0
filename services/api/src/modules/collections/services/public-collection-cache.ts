import { Injectable, Optional } from '@nestjs/common';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * Public collection answers, per public id. Collection writes invalidate their entry; so does any
 * invalidation of one of its sheets' public pages (a public title, the creators, a deleted sheet)
 * and of its team's public roster (creator cards, display settings), through what `remember`
 * recorded when the answer was built. Invalidations reach the other API processes through the CacheInvalidationBus.
 */
@Injectable()
export class PublicCollectionCache extends JsonAnswerCache<string> {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_ENTRIES = 2_000;
  /** Public id -> the team and the sheets (internal ids) its cached answer shows. */
  private readonly shows = new Map<string, { teamId: number; sheetIds: ReadonlySet<number> }>();

  constructor(@Optional() bus?: CacheInvalidationBus) {
    super(
      {
        ttlMs: PublicCollectionCache.TTL_MS,
        maxGroups: PublicCollectionCache.MAX_ENTRIES,
        maxKeysPerGroup: 1,
      },
      bus && { name: 'public-collection', bus },
    );
  }

  remember(publicId: string, teamId: number, sheetIds: readonly number[]): void {
    this.shows.delete(publicId);
    if (this.shows.size >= PublicCollectionCache.MAX_ENTRIES) {
      const oldest = this.shows.keys().next().value;
      if (oldest !== undefined) this.shows.delete(oldest);
    }
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

  private invalidateWhere(test: (shown: { teamId: number; sheetIds: ReadonlySet<number> }) => boolean): void {
    const publicIds = [...this.shows].filter(([, shown]) => test(shown)).map(([publicId]) => publicId);
    if (publicIds.length) this.invalidate(...publicIds);
  }
}
