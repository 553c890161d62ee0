import { Global, Module } from '@nestjs/common';
import { IpHasher } from './ip-hasher.js';
import { RateLimitService } from './rate-limit.service.js';

/** Stateful HTTP infrastructure, provided once for every module: one set of rate-limit counters. */
@Global()
@Module({
  providers: [RateLimitService, IpHasher],
  exports: [RateLimitService, IpHasher],
})
export class HttpInfrastructureModule {}
