import { Injectable } from '@nestjs/common';
import { JsonAnswerCache } from '../../../infrastructure/http/json-answer-cache.js';

/**
 * Public collection answers, per public id. Collection writes invalidate their entry; the TTL
 * bounds staleness from writes made elsewhere (sheet public titles and creators, team display
 * settings).
 */
@Injectable()
export class PublicCollectionCache extends JsonAnswerCache<string> {
  static readonly TTL_MS = 15_000;

  constructor() {
    super({ ttlMs: PublicCollectionCache.TTL_MS, maxGroups: 2_000, maxKeysPerGroup: 1 });
  }
}
