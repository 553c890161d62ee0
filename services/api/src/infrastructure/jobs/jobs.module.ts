import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service.js';
import { Housekeeping } from './housekeeping.service.js';

/** The durable PostgreSQL job queue (JobQueue) and the scheduled housekeeping tasks (Housekeeping). */
@Global()
@Module({ providers: [JobQueue, Housekeeping], exports: [JobQueue, Housekeeping] })
export class JobsModule {}
