import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { returning, type Queryable } from '../database/queryable.js';
import { InjectLogger } from '../logging/logging.module.js';

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss at start). */
export const JOB_SCHEMA = 'pgboss';

/** A job that must not be retried (bad data, a handle that does not exist): it ends at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure of this attempt is final (no retry left). */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object> {
  /** The queue's name: lower-case words and dashes. */
  name: string;
  /** Does the work; throwing retries the job with backoff (PermanentJobError: no retry). */
  handle(data: T, job: JobContext): Promise<void>;
  /** Called once when the job failed for good: permanently or after its last retry. */
  failed(data: T, error: Error, job: JobContext): Promise<void>;
  /** How long one attempt may run before it counts as failed (a dead worker's job runs again). */
  expireInSeconds?: number;
}

/**
 * The PostgreSQL-backed job queue (pg-boss 10 in the application's own database, no other
 * server). Modules define their jobs in onModuleInit; the queue starts with the application
 * and, when JOBS_WORK is on, works every defined queue with JOBS_CONCURRENCY workers. A job
 * survives restarts (it is a row), is retried with exponential backoff, and is fetched by one
 * worker only, whatever the number of API processes (SELECT … FOR UPDATE SKIP LOCKED).
 * Delivery is at least once (a worker killed mid-job leaves it to expire and run again), so
 * handlers are idempotent. See README.md beside this file.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workers = new Map<string, string[]>();
  private stopped = false;
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'JobQueue' });
  }

  /** Defines a queue and its handler; call from a provider's onModuleInit. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = await this.started();
    if (!this.config.jobs.work) return;
    for (const definition of this.definitions.values()) {
      const ids: string[] = [];
      for (let n = 0; n < this.config.jobs.concurrency; n++) {
        ids.push(
          await boss.work<object>(
            definition.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.config.jobs.pollSeconds },
            ([job]) => (job ? this.run(definition, job) : Promise.resolve()),
          ),
        );
      }
      this.workers.set(definition.name, ids);
    }
  }

  /**
   * Enqueues a job. With `db` (a transaction's EntityManager) the job is inserted in that
   * transaction: it exists exactly when the transaction commits. Wakes this process's idle
   * workers of the queue at once, so the job starts without waiting for the next poll.
   */
  async send(name: string, data: object, options: { db?: Queryable } = {}): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Job "${name}" is not defined`);
    const boss = await this.started();
    const db = options.db;
    const id = await boss.send(name, data, {
      retryLimit: this.config.jobs.retryLimit,
      retryDelay: this.config.jobs.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
      ...(db
        ? {
            db: {
              executeSql: async (text: string, values: unknown[]) => ({
                rows: returning<object>(await db.query(text, values)),
              }),
            },
          }
        : {}),
    });
    if (!id) throw new Error(`Job "${name}" was not created`);
    return id;
  }

  /** Wakes this process's workers of a queue (after the transaction that sent a job committed). */
  wake(name: string): void {
    const boss = this.boss;
    if (!boss) return;
    for (const id of this.workers.get(name) ?? []) boss.notifyWorker(id);
  }

  /** Jobs of a queue by state (tests, monitoring). */
  async counts(name: string): Promise<Record<string, number>> {
    const boss = await this.started();
    const rows = await boss
      .getDb()
      .executeSql(`SELECT state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 GROUP BY state`, [
        name,
      ]);
    return Object.fromEntries((rows.rows as { state: string; n: number }[]).map((row) => [row.state, row.n]));
  }

  /**
   * Stops the queue, also one still starting (a send during shutdown may have begun it): a
   * pg-boss left running would keep its pool and timers, and the process, alive.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const starting = this.starting;
    this.boss = null;
    this.starting = null;
    const boss = starting ? await starting.catch(() => null) : null;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue is shut down'));
    this.starting ??= this.start();
    return this.starting;
  }

  private async start(): Promise<PgBoss> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) throw new Error('The job queue needs the database URL');
    const boss = new PgBoss({
      connectionString: url,
      schema: JOB_SCHEMA,
      application_name: 'tpp-jobs',
      max: Math.min(this.config.jobs.concurrency + 2, 10),
      schedule: false,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Job queue error'));
    await boss.start();
    for (const definition of this.definitions.values()) {
      if (!(await boss.getQueue(definition.name))) await boss.createQueue(definition.name);
    }
    if (!this.stopped) this.boss = boss;
    return boss;
  }

  private async run(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const context: JobContext = {
      id: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await definition.handle(job.data, context);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      const permanent = error instanceof PermanentJobError;
      this.logger.warn(
        { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount, permanent },
        `Job "${definition.name}" failed`,
      );
      if (!permanent && !context.lastAttempt) throw error;
      await definition.failed(job.data, error, context);
      // Handled for good: the job completes (its outcome is recorded by `failed`).
    }
  }
}
