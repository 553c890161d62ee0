import { Injectable, Optional } from '@nestjs/common';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * The public roster answers, per team. Every write of this module that touches a team's roster,
 * its customisations or a creator on it invalidates the affected teams; the other API
 * processes hear each invalidation through the CacheInvalidationBus; the TTL bounds staleness
 * from writes that bypass the API (the seed CLI). Exported so other modules can invalidate after their writes.
 */
@Injectable()
export class PublicRosterCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;

  constructor(@Optional() bus?: CacheInvalidationBus) {
    super(
      { ttlMs: PublicRosterCache.TTL_MS, maxGroups: 1_000, maxKeysPerGroup: 1 },
      bus && { name: 'public-roster', bus },
    );
  }
}
