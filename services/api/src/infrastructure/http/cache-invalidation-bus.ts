import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../logging/logging.module.js';

/** The PostgreSQL channel every API process of one database listens on. */
export const CACHE_INVALIDATION_CHANNEL = 'tpp_cache_invalidation';

/** A NOTIFY payload must stay under 8000 bytes: longer lists go out in several messages. */
const MAX_GROUPS_PER_MESSAGE = 400;
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

type Group = string | number;

/** What a cache of this process does when another process invalidated some of its groups. */
export interface InvalidationTarget {
  /** Drops these groups (and what depends on them) here, without publishing again. */
  invalidate(...groups: Group[]): void;
  /** Drops everything (notifications may have been missed while the listener was away). */
  clear(): void;
}

interface Message {
  /** The process that published it (a process ignores its own). */
  origin: string;
  cache: string;
  groups: Group[];
}

/**
 * Spreads the invalidations of the public-page caches (JsonAnswerCache) to every API process of
 * the database with PostgreSQL LISTEN/NOTIFY: a write on one process clears the affected answers
 * of the others within milliseconds, so the caches' TTL is only a safety net. Each process keeps
 * one listening connection; when it drops (PostgreSQL restarted), the process reconnects with
 * backoff and clears its caches, since it may have missed notifications meanwhile. Invalidations
 * are published after the write committed (the callers invalidate after their transaction), and
 * a process that receives one while building an answer does not store that answer (the cache's
 * generation check), so no process keeps a pre-write answer.
 */
@Injectable()
export class CacheInvalidationBus implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly origin = randomUUID();
  private readonly targets = new Map<string, InvalidationTarget>();
  private readonly logger: Logger;
  private listener: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private stopped = false;
  /** > 0 while applying a remote invalidation or a derived one: those are not published. */
  private quiet = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'CacheInvalidationBus' });
  }

  onModuleInit(): void {
    this.stopped = false;
  }

  /** Registers a cache under a name that is the same in every process. */
  register(name: string, target: InvalidationTarget): void {
    if (this.targets.has(name)) throw new Error(`Cache "${name}" is registered twice`);
    this.targets.set(name, target);
  }

  /** Runs `work` without publishing the invalidations it makes (they follow from one already published). */
  quietly(work: () => void): void {
    this.quiet += 1;
    try {
      work();
    } finally {
      this.quiet -= 1;
    }
  }

  /** Tells the other processes that these groups of a cache changed (fire and forget; failures are logged). */
  publish(cache: string, groups: readonly Group[]): void {
    if (this.quiet > 0 || this.stopped || groups.length === 0) return;
    for (let start = 0; start < groups.length; start += MAX_GROUPS_PER_MESSAGE) {
      const message: Message = {
        origin: this.origin,
        cache,
        groups: groups.slice(start, start + MAX_GROUPS_PER_MESSAGE),
      };
      this.dataSource
        .query('SELECT pg_notify($1, $2)', [CACHE_INVALIDATION_CHANNEL, JSON.stringify(message)])
        .catch((error: unknown) =>
          this.logger.warn(
            { err: error, cache },
            'Publishing a cache invalidation failed (the TTL still applies)',
          ),
        );
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) throw new Error('The cache invalidation bus needs the database URL');
    const client = new pg.Client({ connectionString: url, application_name: 'tpp-cache-invalidation' });
    client.on('notification', (notification) => this.receive(notification.payload));
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'The cache invalidation listener lost its connection');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.attempts = 0;
  }

  /** The listening connection ended: clear every cache (missed notifications) and listen again. */
  private lost(client: pg.Client): void {
    if (this.listener !== client || this.stopped) return;
    this.listener = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    this.clearAll();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        // Whatever changed between the loss and now was not heard: start from empty caches.
        () => this.clearAll(),
        (error: unknown) => {
          this.logger.warn(
            { err: error, attempt: this.attempts },
            'Listening for cache invalidations failed',
          );
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private clearAll(): void {
    this.quietly(() => {
      for (const target of this.targets.values()) target.clear();
    });
  }

  private receive(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      this.logger.warn({ payload }, 'Ignored a malformed cache invalidation');
      return;
    }
    if (message.origin === this.origin) return;
    const target = this.targets.get(message.cache);
    if (!target || !Array.isArray(message.groups)) return;
    this.quietly(() => target.invalidate(...message.groups));
  }
}
