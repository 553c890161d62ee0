import { Global, Module } from '@nestjs/common';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { IpHasher } from './ip-hasher.js';
import { RateLimitService } from './rate-limit.service.js';

/**
 * Stateful HTTP infrastructure, provided once for every module: the rate limits and the bus that
 * spreads public-cache invalidations to the other API processes.
 */
@Global()
@Module({
  providers: [RateLimitService, IpHasher, CacheInvalidationBus],
  exports: [RateLimitService, IpHasher, CacheInvalidationBus],
})
export class HttpInfrastructureModule {}
