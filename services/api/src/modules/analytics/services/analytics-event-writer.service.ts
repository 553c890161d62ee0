import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_VIEW_WINDOW_MINUTES, type AnalyticsEventType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import {
  AnalyticsEventsRepository,
  type NewAnalyticsEvent,
  type ResolvedAnalyticsEvent,
  type ViewWindowKey,
} from '../repositories/analytics-events.repository.js';
import { AnalyticsRollupService } from './analytics-rollup.service.js';

/** An event with what decides whether it counts. */
export interface EventToWrite {
  event: NewAnalyticsEvent;
  /** A known bot or link-preview fetcher (or no user agent at all). */
  bot: boolean;
  /** The team of the signed-in viewer, if any: a team's own members are not counted. */
  viewerTeamId: number | null;
  /** The same for one browser on one IP (a keyed hash of both). */
  viewerKey: string;
}

/** 'stored', or 'not-found' when a given sheet or collection id is not a shared one. */
export type WriteOutcome = 'stored' | 'not-found';

interface Pending {
  item: EventToWrite;
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** Events stored per transaction at most, and transactions in flight at once. */
const MAX_BATCH = 500;
const MAX_CONCURRENT_BATCHES = 2;

/** The page whose views one viewer repeats (the window key), for the event types that are views. */
function viewedPage(type: AnalyticsEventType, sheetId: number | null, collectionId: number | null) {
  if (type === 'sheet_view') return `sheet:${sheetId}`;
  if (type === 'sheet_response_view') return `response:${sheetId}`;
  if (type === 'collection_view') return `collection:${collectionId}`;
  return null;
}

/**
 * Stores events with group commit: the events that arrive while a transaction is in flight go
 * together in the next one (up to MAX_BATCH), so one process takes thousands of events a second on
 * a handful of connections. A request is answered only after its transaction committed, so an
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

  write(item: EventToWrite): Promise<WriteOutcome> {
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
      const outcomes = await this.db.transaction((tx) =>
        this.store(
          tx,
          batch.map((pending) => pending.item),
        ),
      );
      batch.forEach((pending, index) => pending.resolve(outcomes[index]!));
      this.rollups.soon();
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const pending of batch) await this.flush([pending]);
    }
  }

  private async store(tx: Queryable, items: EventToWrite[]): Promise<WriteOutcome[]> {
    await this.events.lockForInsert(tx);
    const targets = await this.events.resolveTargets(
      tx,
      items.map((item) => item.event),
    );
    const resolved: ResolvedAnalyticsEvent[] = [];
    /** Index in `resolved` of each event whose counting waits for its view window. */
    const waiting = new Map<string, number>();
    items.forEach((item, index) => {
      const target = targets[index]!;
      if (!target.found) return;
      const countable = !item.bot && (item.viewerTeamId === null || item.viewerTeamId !== target.team_id);
      const page = viewedPage(item.event.event_type, target.sheet_id, target.collection_id);
      const windowKey = `${item.viewerKey} ${page}`;
      const waits = countable && page !== null && !waiting.has(windowKey);
      if (waits) waiting.set(windowKey, resolved.length);
      resolved.push({ ...item.event, ...target, counted: countable && page === null });
    });
    if (waiting.size > 0) {
      const keys: ViewWindowKey[] = [...waiting.keys()].sort().map((key) => {
        const space = key.indexOf(' ');
        return { viewer_key: key.slice(0, space), page: key.slice(space + 1) };
      });
      const claimed = await this.events.claimViewWindows(tx, keys, ANALYTICS_VIEW_WINDOW_MINUTES);
      for (const [key, index] of waiting) resolved[index]!.counted = claimed.has(key);
    }
    await this.events.insert(tx, resolved);
    return targets.map((target) => (target.found ? 'stored' : 'not-found'));
  }
}
