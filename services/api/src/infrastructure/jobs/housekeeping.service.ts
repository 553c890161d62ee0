import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { InjectLogger } from '../logging/logging.module.js';
import { JobQueue } from './job-queue.service.js';

/** The queue of housekeeping runs: a job carries the task's name. */
export const HOUSEKEEPING_JOB = 'housekeeping';

/** What a task answers: counts of what it did (recorded with the run), or nothing. */
export type HousekeepingResult = Record<string, number> | void;

export interface HousekeepingTask {
  /** Lower-case words and dashes; also the job's singleton key. */
  name: string;
  run(): Promise<HousekeepingResult>;
}

/**
 * Periodic maintenance, once per slot across every API process (HOUSEKEEPING_SLOT_SECONDS,
 * default one hour). Modules register their tasks in onModuleInit (today: `account-purge` and
 * `rate-limit-purge` in accounts, `uploads-purge` in uploads, `analytics-rollup` in analytics). Each process sends the job of every task
 * for the current slot at least once per minute; pg-boss keeps one job per task and slot
 * (`singletonKey` + `singletonSeconds`: a unique index, so the other sends create nothing), and
 * one worker of one process runs it, with the queue's retries. Each run is recorded in
 * `housekeeping_runs` with its counts.
 */
@Injectable()
export class Housekeeping implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly tasks = new Map<string, HousekeepingTask>();
  private timer: NodeJS.Timeout | null = null;
  private readonly logger: Logger;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'Housekeeping' });
  }

  /** Adds a task; call from a provider's onModuleInit. */
  register(task: HousekeepingTask): void {
    if (this.tasks.has(task.name)) throw new Error(`Housekeeping task "${task.name}" is registered twice`);
    this.tasks.set(task.name, task);
  }

  onModuleInit(): void {
    this.queue.define({
      name: HOUSEKEEPING_JOB,
      expireInSeconds: 900,
      handle: (data, job) => this.run(data.task, job.id),
      failed: async (data, error) => {
        this.logger.error(
          { err: error, task: data.task },
          `Housekeeping task "${data.task}" failed for good`,
        );
      },
    });
  }

  onApplicationBootstrap(): void {
    const slotSeconds = this.config.jobs.housekeepingSlotSeconds;
    const everyMs = Math.min(slotSeconds, 60) * 1000;
    const tick = () => {
      void this.schedule().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Could not schedule the housekeeping tasks'),
      );
    };
    // The first sends come one tick after start (as the old per-process timers did), then every tick.
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Sends each task's job for the current slot (a task already sent in this slot is not sent again). */
  async schedule(): Promise<number> {
    let sent = 0;
    for (const name of this.tasks.keys()) {
      const id = await this.queue.send(
        HOUSEKEEPING_JOB,
        { task: name },
        { singletonKey: name, singletonSeconds: this.config.jobs.housekeepingSlotSeconds },
      );
      if (id) sent++;
    }
    if (sent) this.queue.wake(HOUSEKEEPING_JOB);
    return sent;
  }

  private async run(name: string, jobId: string): Promise<void> {
    const task = this.tasks.get(name);
    if (!task) return; // a task an older version registered
    const startedAt = new Date();
    const result = (await task.run()) ?? {};
    await this.dataSource.query(
      `INSERT INTO housekeeping_runs (task, job_id, started_at, result) VALUES ($1, $2, $3, $4)`,
      [name, jobId, startedAt, result],
    );
    if (Object.values(result).some((n) => n > 0)) this.logger.info({ task: name, ...result }, 'Housekeeping');
  }
}
