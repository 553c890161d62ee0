import { Global, Module } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks.service.js';
import { JobQueue } from './job-queue.service.js';

/** After-the-answer tasks (BackgroundTasks) and the durable PostgreSQL job queue (JobQueue). */
@Global()
@Module({ providers: [BackgroundTasks, JobQueue], exports: [BackgroundTasks, JobQueue] })
export class JobsModule {}
