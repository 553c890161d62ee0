import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_VIEW_WINDOW_MINUTES } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { Housekeeping } from '../../../infrastructure/jobs/housekeeping.service.js';
import { JobQueue } from '../../../infrastructure/jobs/job-queue.service.js';
import { AnalyticsEventsRepository } from '../repositories/analytics-events.repository.js';
import { AnalyticsViewersRepository } from '../repositories/analytics-viewers.repository.js';
import { AnalyticsRollupRepository } from '../repositories/analytics-rollup.repository.js';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
/** A stored event is queued for the rollup at most this long after it is stored. */
export const ROLLUP_DELAY_MS = 10_000;
/** Events rolled up per transaction. */
const ROLLUP_CHUNK = 250_000;

/**
 * Keeps the rollups up to date through the job queue: after events are stored, this process sends
 * the job `analytics-rollup` (at most once per ROLLUP_DELAY_MS), and once at start to catch up;
 * the `analytics-rollup` housekeeping task also runs it once per slot across processes (events
 * stored by a process that died before its timer fired are rolled up within the slot).
 * The job adds the events after the watermark to the rollups in chunks, each chunk and the
 * watermark's move in one transaction, so a crash mid-way loses or doubles nothing. Reports read
 * the events after the watermark themselves, so the job's delay never makes them stale.
 */
@Injectable()
export class AnalyticsRollupService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnalyticsRollupService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rollups: AnalyticsRollupRepository,
    private readonly events: AnalyticsEventsRepository,
    private readonly viewers: AnalyticsViewersRepository,
    private readonly queue: JobQueue,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'analytics-rollup',
      run: async () => ({ watermark: await this.rollUp() }),
    });
    this.queue.define({
      name: ANALYTICS_ROLLUP_JOB,
      expireInSeconds: 900,
      handle: async () => {
        await this.rollUp();
      },
      failed: async (_data, error) => {
        this.logger.error(`The analytics rollup failed for good: ${error.message}`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.soon();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Queues the rollup within ROLLUP_DELAY_MS unless it is already due. */
  soon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.queue
        .send(ANALYTICS_ROLLUP_JOB, {})
        .then(() => this.queue.wake(ANALYTICS_ROLLUP_JOB))
        .catch((error: unknown) =>
          this.logger.warn(`Could not queue the analytics rollup: ${String(error)}`),
        );
    }, ROLLUP_DELAY_MS);
    this.timer.unref();
  }

  /** Rolls up every event committed before it starts; answers the new watermark. */
  async rollUp(): Promise<number> {
    const through = await this.db.transaction((tx) => this.rollups.committedHighWater(tx));
    for (;;) {
      const reached = await this.db.transaction(async (tx) => {
        const after = await this.rollups.lockWatermark(tx);
        if (after >= through) return after;
        const to = Math.min(through, after + ROLLUP_CHUNK);
        await this.rollups.rollUp(after, to, tx);
        await this.rollups.setWatermark(to, tx);
        return to;
      });
      if (reached >= through) break;
    }
    await this.events.deleteEndedViewWindows(ANALYTICS_VIEW_WINDOW_MINUTES);
    await this.viewers.deleteExpiredLinks(this.db);
    return through;
  }
}
