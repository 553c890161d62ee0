import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { returning, type Queryable } from '../database/queryable.js';
import { InjectLogger } from '../logging/logging.module.js';
import { JOB_NAMES, type JobName, type JobPayload } from './job-registry.js';

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

export interface JobDefinition<N extends JobName> {
  /** The queue's name, from the registry (job-registry.ts). */
  name: N;
  /** Does the work; throwing retries the job with backoff (PermanentJobError: no retry). */
  handle(data: JobPayload<N>, job: JobContext): Promise<void>;
  /** Called once when the job failed for good: permanently or after its last retry. */
  failed(data: JobPayload<N>, error: Error, job: JobContext): Promise<void>;
  /** How long one attempt may run before it counts as failed (a dead worker's job runs again). */
  expireInSeconds?: number;
}

/** pg-boss's settings for the database at `url`: it creates and migrates its schema at start; no timekeeper. */
function bossOptions(url: string): PgBoss.ConstructorOptions {
  return {
    connectionString: url,
    schema: JOB_SCHEMA,
    application_name: 'tpp-jobs',
    schedule: false,
    migrate: true,
  };
}

/** Creates the queues (partitions of pg-boss's job table) that do not exist yet. */
async function createQueues(boss: PgBoss, names: Iterable<JobName>): Promise<void> {
  for (const name of names) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
  }
}

/**
 * Sets up, in the database at `url`, what an API's first start would: pg-boss's schema and every
 * queue of the registry. For a database nobody else uses yet (the API tests' migrated template,
 * whose copies then start with nothing to create); an API's own start does this under a lock.
 */
export async function installJobQueues(url: string): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(url), max: 1, supervise: false });
  await boss.start();
  try {
    await createQueues(boss, JOB_NAMES);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** The advisory lock under which a process sets up pg-boss's schema and queues. */
const JOB_SETUP_LOCK_KEY = 727_274_101;

/** How long shutdown waits for running jobs before failing them (they are retried). */
const SHUTDOWN_GRACE_MS = 10_000;

/** One worker loop: woken by wake() while it fetches, or sleeping until the next poll or a wake. */
interface Worker {
  woken: boolean;
  sleeping: (() => void) | null;
}

/**
 * The PostgreSQL-backed job queue (pg-boss 10 in the application's own database, no other
 * server). Modules define their jobs in onModuleInit; the queue starts with the application
 * and, when JOBS_WORK is on, works every defined queue with JOBS_CONCURRENCY workers. A job
 * survives restarts (it is a row), is retried with exponential backoff, and is fetched by one
 * worker only, whatever the number of API processes (SELECT … FOR UPDATE SKIP LOCKED).
 * Delivery is at least once (a worker killed mid-job leaves it to expire and run again), so
 * handlers are idempotent. See README.md beside this file.
 *
 * The workers are this class's own loops over pg-boss's fetch/complete/fail, not `boss.work()`:
 * pg-boss 10's stop() leaves a `setImmediate` + `delay(1000)` loop behind for its own workers
 * (manager.offWork), which outlives the application's close (a Jest environment torn down under
 * it throws "Cannot destructure property 'setTimeout'"). Our loops end before shutdown returns,
 * so nothing of pg-boss is pending once the application is closed.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly definitions = new Map<JobName, JobDefinition<JobName>>();
  /** The running worker loops, and how to wake each queue's idle ones. */
  private readonly loops = new Set<Promise<void>>();
  private readonly workers = new Map<string, Set<Worker>>();
  /** The queues one of whose idle workers polls now (the others sleep until woken). */
  private readonly polling = new Set<JobName>();
  /** Jobs being handled now (failed on shutdown if still running after the grace period). */
  private readonly active = new Map<string, string>();
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
  define<N extends JobName>(definition: JobDefinition<N>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<JobName>);
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = await this.started();
    if (!this.config.jobs.work) return;
    for (const definition of this.definitions.values()) {
      for (let n = 0; n < this.config.jobs.concurrency; n++) {
        const loop = this.work(boss, definition).finally(() => this.loops.delete(loop));
        this.loops.add(loop);
      }
    }
  }

  /**
   * Enqueues a job. With `db` (a transaction's EntityManager) the job is inserted in that
   * transaction: it exists exactly when the transaction commits. `singletonSeconds` makes the
   * job once per slot of that many seconds (a second send in the same slot creates nothing and
   * answers null).
   */
  async send<N extends JobName>(
    name: N,
    data: JobPayload<N>,
    options: { db?: Queryable; singletonSeconds?: number; singletonKey?: string } = {},
  ): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Job "${name}" is not defined`);
    const boss = await this.started();
    const db = options.db;
    const id = await boss.send(name, data, {
      retryLimit: this.config.jobs.retryLimit,
      retryDelay: this.config.jobs.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
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
    if (!id && !options.singletonSeconds) throw new Error(`Job "${name}" was not created`);
    return id;
  }

  /** Wakes this process's idle workers of a queue (after the transaction that sent a job committed). */
  wake(name: JobName): void {
    for (const worker of this.workers.get(name) ?? []) {
      worker.woken = true;
      worker.sleeping?.();
    }
  }

  /** Jobs of a queue by state (tests, monitoring). */
  async counts(name: JobName): Promise<Record<string, number>> {
    const boss = await this.started();
    const rows = await boss
      .getDb()
      .executeSql(`SELECT state, count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 GROUP BY state`, [
        name,
      ]);
    return Object.fromEntries((rows.rows as { state: string; n: number }[]).map((row) => [row.state, row.n]));
  }

  /**
   * Resolves when no job of these queues (default: every defined queue except housekeeping) is
   * waiting, retrying or running: the work started by the requests so far is done (tests).
   */
  async idle(
    names: JobName[] = [...this.definitions.keys()].filter((name) => name !== 'housekeeping'),
    timeoutMs = 30_000,
  ): Promise<void> {
    const boss = await this.started();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = ANY($1) AND state < 'completed'`,
          [names],
        );
      if ((rows[0] as { n: number }).n === 0) return;
      if (Date.now() > deadline)
        throw new Error(`Jobs of ${names.join(', ')} still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /**
   * Stops the workers (idle ones at once, busy ones when their job ends, at most
   * SHUTDOWN_GRACE_MS; jobs still running then are failed, so they are retried), then pg-boss,
   * also one still starting (a send during shutdown may have begun it). When this resolves no
   * loop, timer or connection of the queue is left.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const workers of this.workers.values()) for (const worker of workers) worker.sleeping?.();
    const starting = this.starting;
    this.boss = null;
    this.starting = null;
    const boss = starting ? await starting.catch(() => null) : null;
    let grace: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      Promise.all([...this.loops]).then(() => true),
      new Promise<boolean>((resolve) => {
        grace = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
      }),
    ]);
    clearTimeout(grace);
    if (!boss) return;
    if (!drained) {
      for (const [id, name] of this.active) {
        await boss
          .fail(name, id, { message: 'The API shut down while the job ran' })
          .catch((error: unknown) => this.logger.warn({ err: error, jobId: id }, 'Could not fail a job'));
      }
    }
    // No pg-boss worker, no timekeeper (schedule: false): stop() closes the pool and returns.
    await boss.stop({ graceful: false, wait: true });
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
      ...bossOptions(url),
      max: Math.min(this.config.jobs.concurrency + 2, 10),
      supervise: true,
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Job queue error'));
    // pg-boss creating its schema and queues (partitions of one table) in two processes at once
    // deadlocks: processes starting together set up the queue one after the other.
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [JOB_SETUP_LOCK_KEY]);
      try {
        await boss.start();
        await createQueues(boss, this.definitions.keys());
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [JOB_SETUP_LOCK_KEY]);
      }
    } finally {
      await lock.release();
    }
    if (!this.stopped) this.boss = boss;
    return boss;
  }

  /**
   * One worker: fetch a job, handle it, complete or fail it; idle, sleep until the next poll (the
   * queue's polling worker) or a wake.
   */
  private async work(boss: PgBoss, definition: JobDefinition<JobName>): Promise<void> {
    const name = definition.name;
    const worker: Worker = { woken: false, sleeping: null };
    const workers = this.workers.get(name) ?? new Set<Worker>();
    this.workers.set(name, workers);
    workers.add(worker);
    try {
      while (!this.stopped) {
        worker.woken = false;
        let job: PgBoss.JobWithMetadata<object> | undefined;
        try {
          [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
        } catch (error) {
          this.logger.warn({ err: error, job: name }, 'Fetching a job failed');
        }
        if (job) {
          // More may be waiting (sent by another process, or retries now due): an idle worker looks.
          this.wakeOne(name);
          await this.handle(boss, definition, job);
          continue;
        }
        if (this.stopped || worker.woken) continue;
        // One idle worker of the queue polls; the others sleep until a job is found or sent here.
        const polls = !this.polling.has(name);
        if (polls) this.polling.add(name);
        await new Promise<void>((resolve) => {
          const done = (): void => {
            clearTimeout(timer);
            if (polls) this.polling.delete(name);
            worker.sleeping = null;
            resolve();
          };
          const timer = polls ? setTimeout(done, this.config.jobs.pollSeconds * 1000) : undefined;
          worker.sleeping = done;
        });
      }
    } finally {
      workers.delete(worker);
    }
  }

  /** Wakes one idle worker of a queue, if one sleeps. */
  private wakeOne(name: JobName): void {
    for (const worker of this.workers.get(name) ?? []) {
      if (!worker.sleeping) continue;
      worker.woken = true;
      worker.sleeping();
      return;
    }
  }

  /** Runs one job within its expiry, then completes it, or fails it (pg-boss retries it with backoff). */
  private async handle(
    boss: PgBoss,
    definition: JobDefinition<JobName>,
    job: PgBoss.JobWithMetadata<object>,
  ): Promise<void> {
    this.active.set(job.id, definition.name);
    const expiresInMs = (definition.expireInSeconds ?? 300) * 1000;
    let timer: NodeJS.Timeout | undefined;
    let failure: Error | null = null;
    try {
      await Promise.race([
        this.run(definition, job),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Job "${definition.name}" ran longer than ${expiresInMs} ms`)),
            expiresInMs,
          );
        }),
      ]);
    } catch (thrown) {
      failure = thrown instanceof Error ? thrown : new Error(String(thrown));
    } finally {
      clearTimeout(timer);
      this.active.delete(job.id);
    }
    // If this write fails the job stays active, expires and runs again (handlers are idempotent).
    await (
      failure
        ? boss.fail(definition.name, job.id, { message: failure.message })
        : boss.complete(definition.name, job.id)
    ).catch((error: unknown) =>
      this.logger.warn(
        { err: error, job: definition.name, jobId: job.id },
        "Could not record a job's outcome",
      ),
    );
  }

  private async run(definition: JobDefinition<JobName>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const context: JobContext = {
      id: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await definition.handle(job.data as JobPayload<JobName>, context);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      const permanent = error instanceof PermanentJobError;
      this.logger.warn(
        { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount, permanent },
        `Job "${definition.name}" failed`,
      );
      if (!permanent && !context.lastAttempt) throw error;
      await definition.failed(job.data as JobPayload<JobName>, error, context);
      // Handled for good: the job completes (its outcome is recorded by `failed`).
    }
  }
}
