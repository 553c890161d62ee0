import { Injectable, Optional } from '@nestjs/common';
import { CacheBudget } from '../../../infrastructure/http/cache-budget.js';
import { CacheInvalidationBus } from '../../../infrastructure/http/cache-invalidation-bus.js';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';
import { TeamPublicDataEvents } from '../../../infrastructure/http/team-public-data-events.js';

/**
 * The public roster answers, per team (one answer each: the route takes no query, so the key is
 * the team). Every write of this module that touches a team's roster, its customisations or a
 * creator on it invalidates the affected teams; the other API processes hear each invalidation
 * through the CacheInvalidationBus; the TTL bounds staleness from writes that bypass the API (the
 * seed CLI). The answers count against the process's CacheBudget. Exported so other modules can
 * invalidate after their writes; modules that should not depend on TalentModule (organization)
 * announce a change through TeamPublicDataEvents instead, which this cache hears.
 */
@Injectable()
export class PublicRosterCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;

  constructor(
    @Optional() bus?: CacheInvalidationBus,
    @Optional() budget?: CacheBudget,
    @Optional() events?: TeamPublicDataEvents,
  ) {
    super(
      'public-roster',
      { ttlMs: PublicRosterCache.TTL_MS, maxGroups: 1_000, maxKeysPerGroup: 1 },
      { bus, budget },
    );
    events?.subscribe((teamId) => this.invalidate(teamId));
  }
}
