import { Global, Module } from '@nestjs/common';
import { CacheBudget } from './cache-budget.js';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { IpHasher } from './ip-hasher.js';
import { RateLimitService } from './rate-limit.service.js';
import { TeamPublicDataEvents } from './team-public-data-events.js';

/**
 * Stateful HTTP infrastructure, provided once for every module: the rate limits, the bus that
 * spreads public-cache invalidations to the other API processes, and the memory budget every
 * in-process cache shares (CacheBudget), and the announcements of changed public team data
 * (TeamPublicDataEvents).
 */
@Global()
@Module({
  providers: [RateLimitService, IpHasher, CacheInvalidationBus, CacheBudget, TeamPublicDataEvents],
  exports: [RateLimitService, IpHasher, CacheInvalidationBus, CacheBudget, TeamPublicDataEvents],
})
export class HttpInfrastructureModule {}
