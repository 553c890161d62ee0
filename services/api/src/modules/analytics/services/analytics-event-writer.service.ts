import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_VIEW_WINDOW_MINUTES } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { AnalyticsEventsRepository, type EventToStore } from '../repositories/analytics-events.repository.js';
import { AnalyticsRollupService } from './analytics-rollup.service.js';

/** 'stored', or 'not-found' when a given sheet or collection id is not a shared one. */
export type WriteOutcome = 'stored' | 'not-found';

interface Pending {
  item: EventToStore;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** Events stored per statement at most, and statements in flight at once. */
const MAX_BATCH = 500;
const MAX_CONCURRENT_BATCHES = 1;

/**
 * Stores events with group commit: the events that arrive while a batch is in flight go together
 * in the next one (up to MAX_BATCH), each batch one statement (one round trip, one commit:
 * AnalyticsEventsRepository.storeBatch), so one process takes thousands of events a second on a
 * handful of connections. A request is answered only after its batch committed, so an
 * acknowledged event is never lost. One bad event does not fail the others: a failed batch is
 * retried one event at a time.
 *
 * Whether an event counts: not for a bot, not for a member of the sheet's own team, and a view
 * only once per viewer and page within ANALYTICS_VIEW_WINDOW_MINUTES (claimed in
 * analytics_view_windows, which holds across processes).
 */
@Injectable()
export class AnalyticsEventWriter implements BeforeApplicationShutdown {
  private queue: Pending[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: AnalyticsEventsRepository,
    private readonly rollups: AnalyticsRollupService,
  ) {}

  write(item: EventToStore): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  /** Shutdown waits for the events already accepted. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.inFlight === 0 && this.queue.length === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.inFlight < MAX_CONCURRENT_BATCHES && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
        if (this.inFlight === 0 && this.queue.length === 0)
          for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
    }
  }

  private async flush(batch: Pending[]): Promise<void> {
    try {
      const found = await this.events.storeBatch(
        batch.map((pending) => pending.item),
        ANALYTICS_VIEW_WINDOW_MINUTES,
      );
      batch.forEach((pending, index) => pending.resolve(found[index] ? 'stored' : 'not-found'));
      this.rollups.soon();
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const pending of batch) await this.flush([pending]);
    }
  }
}
