import { Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';

/** The budget of every in-process cache of one API process together, unless CACHE_MAX_MB says otherwise. */
export const DEFAULT_CACHE_MAX_MB = 64;
/** How often the budget drops expired entries (the timer is unref'd: it never keeps a process alive). */
export const CACHE_SWEEP_INTERVAL_MS = 1_000;
/** No single entry may take more than this share of the budget (a bigger answer is sent, not kept). */
export const MAX_ENTRY_SHARE = 4;

const MB = 1024 * 1024;

export interface CacheClock {
  now(): number;
}

/** One kept value's share of the budget. */
export interface BudgetSlot {
  readonly account: CacheAccount;
  readonly bytes: number;
  readonly expiresAt: number;
  /** Removes the value from its cache; the budget calls it when it evicts or expires the entry. */
  readonly drop: () => void;
  live: boolean;
}

/** One cache's counters (each cache has one; `CacheBudget.usage()` lists them all). */
export class CacheAccount {
  /** Bytes this cache holds now (bodies, compressed copies, keys and a fixed overhead per entry). */
  bytes = 0;
  entries = 0;
  /** Entries dropped to make room for others (least recently used first). */
  evicted = 0;
  /** Entries dropped by the sweep because their TTL was over. */
  expired = 0;
  /** Values sent but never kept: bigger than a quarter of the budget. */
  refused = 0;

  constructor(
    readonly name: string,
    /** Called by every sweep, after the expired entries went (for a cache's own bookkeeping). */
    readonly onSweep?: (now: number) => void,
  ) {}
}

export interface CacheUsage {
  name: string;
  bytes: number;
  entries: number;
  evicted: number;
  expired: number;
  refused: number;
}

/**
 * The memory budget shared by every in-process cache of an API process (public roster, sheet and
 * collection answers, Open Graph cards and pages, generated media, AI answers): one byte count for
 * all of them, at most `CACHE_MAX_MB` (default 64 MB). Each cache keeps its values in its own maps
 * and registers each with `admit`, which answers a slot (or null: too big to keep); the budget
 * keeps the slots in least-recently-used order (`touch` on every hit) and, when a new one would go
 * over the budget, drops the least recently used ones of any cache. Every entry has an expiry; a
 * sweep every second (an unref'd timer, stopped with the module) drops what expired, so nothing is
 * held after its TTL even if nobody asks for it again. Times come from `clock`, which tests move.
 */
@Injectable()
export class CacheBudget implements OnModuleInit, OnModuleDestroy {
  clock: CacheClock = { now: () => Date.now() };
  private limit: number;
  private used = 0;
  /** Every live slot, least recently used first (a Set keeps insertion order; a touch re-inserts). */
  private readonly order = new Set<BudgetSlot>();
  /** Live slots by the second their entry expires in. */
  private readonly expiries = new Map<number, Set<BudgetSlot>>();
  private readonly accounts = new Map<string, CacheAccount>();
  private timer: NodeJS.Timeout | null = null;

  constructor(@Optional() @InjectConfig() config?: Pick<AppConfig, 'cacheMaxMb'>) {
    this.limit = Math.round((config?.cacheMaxMb ?? DEFAULT_CACHE_MAX_MB) * MB);
  }

  onModuleInit(): void {
    this.timer ??= setInterval(() => this.sweep(), CACHE_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The counters of a new cache, under a name unique in this process. */
  account(name: string, onSweep?: (now: number) => void): CacheAccount {
    if (this.accounts.has(name)) throw new Error(`Cache "${name}" is registered twice`);
    const account = new CacheAccount(name, onSweep);
    this.accounts.set(name, account);
    return account;
  }

  get maxBytes(): number {
    return this.limit;
  }

  get usedBytes(): number {
    return this.used;
  }

  /** The largest entry kept; bigger values are answered but not cached. */
  get maxEntryBytes(): number {
    return Math.floor(this.limit / MAX_ENTRY_SHARE);
  }

  /** Every cache's counters, by name. */
  usage(): CacheUsage[] {
    return [...this.accounts.values()].map(({ name, bytes, entries, evicted, expired, refused }) => ({
      name,
      bytes,
      entries,
      evicted,
      expired,
      refused,
    }));
  }

  /** Sets the budget (tests, or an operator's later choice) and evicts down to it. */
  resize(maxBytes: number): void {
    this.limit = Math.max(0, Math.floor(maxBytes));
    this.shrink(null);
  }

  /**
   * Counts a value the cache is about to keep, evicting the least recently used entries of every
   * cache until it fits; null when it is too big to keep (the cache then does not store it).
   */
  admit(account: CacheAccount, bytes: number, expiresAt: number, drop: () => void): BudgetSlot | null {
    if (bytes > this.maxEntryBytes) {
      account.refused += 1;
      return null;
    }
    const slot: BudgetSlot = { account, bytes, expiresAt, drop, live: true };
    this.order.add(slot);
    const second = Math.ceil(expiresAt / 1000);
    let bucket = this.expiries.get(second);
    if (!bucket) {
      bucket = new Set();
      this.expiries.set(second, bucket);
    }
    bucket.add(slot);
    this.used += bytes;
    account.bytes += bytes;
    account.entries += 1;
    this.shrink(slot);
    return slot;
  }

  /** The entry was read: it becomes the most recently used. */
  touch(slot: BudgetSlot): void {
    if (!slot.live) return;
    this.order.delete(slot);
    this.order.add(slot);
  }

  /** The cache removed the entry itself (invalidation, replacement, its own limits). Idempotent. */
  release(slot: BudgetSlot): void {
    if (!slot.live) return;
    slot.live = false;
    this.order.delete(slot);
    const second = Math.ceil(slot.expiresAt / 1000);
    const bucket = this.expiries.get(second);
    if (bucket) {
      bucket.delete(slot);
      if (bucket.size === 0) this.expiries.delete(second);
    }
    this.used -= slot.bytes;
    slot.account.bytes -= slot.bytes;
    slot.account.entries -= 1;
  }

  /** Drops every entry whose TTL is over (the timer calls it every second); answers how many went. */
  sweep(now = this.clock.now()): number {
    let dropped = 0;
    for (const [second, bucket] of this.expiries) {
      // The bucket holds expiries in (second - 1, second] seconds: none is over yet.
      if ((second - 1) * 1000 >= now) continue;
      for (const slot of [...bucket]) {
        if (slot.expiresAt > now) continue;
        slot.account.expired += 1;
        this.evict(slot);
        dropped += 1;
      }
    }
    for (const account of this.accounts.values()) account.onSweep?.(now);
    return dropped;
  }

  private shrink(keep: BudgetSlot | null): void {
    if (this.used <= this.limit) return;
    for (const slot of this.order) {
      if (this.used <= this.limit) break;
      if (slot === keep) continue;
      slot.account.evicted += 1;
      this.evict(slot);
    }
  }

  private evict(slot: BudgetSlot): void {
    this.release(slot);
    slot.drop();
  }
}

/** What a string keeps in memory, roughly: V8 stores Latin-1 text one byte a character, else two. */
export function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length;
}

export interface BudgetedCacheOptions<K, V> {
  /** How long an entry is kept at most. */
  ttlMs: number;
  /** Entries kept at most by this cache (its least recently used go first), within the shared budget. */
  maxEntries: number;
  /** The bytes an entry keeps (key, value and the entry's own objects). */
  sizeOf: (key: K, value: V) => number;
}

/**
 * A key-value cache whose entries count against the process's CacheBudget: TTL (swept by the
 * budget), its own entry limit, least recently used first out. `bytes` is its own byte counter.
 */
export class BudgetedCache<K, V> {
  /** Least recently used first. */
  private readonly entries = new Map<K, { value: V; slot: BudgetSlot }>();
  readonly account: CacheAccount;

  constructor(
    private readonly budget: CacheBudget,
    name: string,
    private readonly options: BudgetedCacheOptions<K, V>,
  ) {
    this.account = budget.account(name);
  }

  get bytes(): number {
    return this.account.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K, now = this.budget.clock.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.slot.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.budget.touch(entry.slot);
    return entry.value;
  }

  /** Keeps the value (unless it is bigger than the budget allows) and answers it. */
  set(key: K, value: V, now = this.budget.clock.now()): V {
    this.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    const entry = { value, slot: null as unknown as BudgetSlot };
    const slot = this.budget.admit(
      this.account,
      this.options.sizeOf(key, value),
      now + this.options.ttlMs,
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (!slot) return value;
    entry.slot = slot;
    this.entries.set(key, entry);
    return value;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.budget.release(entry.slot);
  }

  clear(): void {
    for (const key of [...this.entries.keys()]) this.delete(key);
  }
}
