import { Injectable } from '@nestjs/common';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * The public roster answers, per team. Every write of this module that touches a team's roster,
 * its customisations or a creator on it invalidates the affected teams; the TTL bounds staleness
 * from writes made elsewhere (team profile and display settings, the seed CLI, another API
 * instance). Exported so other modules can invalidate after their writes.
 */
@Injectable()
export class PublicRosterCache extends JsonAnswerCache<number> {
  static readonly TTL_MS = 15_000;

  constructor() {
    super({ ttlMs: PublicRosterCache.TTL_MS, maxGroups: 1_000, maxKeysPerGroup: 1 });
  }
}
