import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { CacheBudget, stringBytes, type BudgetSlot, type CacheAccount } from './cache-budget.js';
import type { CacheInvalidationBus } from './cache-invalidation-bus.js';
import type { CachedJson } from './cached-json.js';

const gzipAsync = promisify(gzip);

export interface CachedAnswer extends CachedJson {
  expiresAt: number;
}

export interface AnswerCacheLimits {
  ttlMs: number;
  /** Groups kept at most (oldest dropped first). */
  maxGroups: number;
  /** Answers kept per group (e.g. pages of one sheet). */
  maxKeysPerGroup: number;
}

/** What a cache needs from the process: its memory budget and the bus to the other processes. */
export interface AnswerCacheDeps {
  /** Every invalidation is published to the other API processes, and theirs applied here. */
  bus?: CacheInvalidationBus;
  /** The process's shared budget (a budget of its own when absent, as in unit tests). */
  budget?: CacheBudget;
}

export interface BuildOptions {
  /**
   * Whether the built answer is kept: false, or a test of the answer that fails, sends it without
   * keeping it (a key no screen asks for, a page past the end). Kept by default.
   */
  store?: boolean | ((answer: unknown) => boolean);
}

/** What an answer keeps besides its body and gzip: ETag, key, entry objects, map slots (an estimate). */
export const ANSWER_OVERHEAD_BYTES = 320;
/** How often the record of invalidated groups is reset (a build older than that is not stored). */
const GENERATION_PRUNE_MS = 60_000;

interface Stored {
  answer: CachedAnswer;
  slot: BudgetSlot;
}

/**
 * Serialised JSON answers of public endpoints, grouped by the object they show (a team's roster,
 * a sheet's pages, a collection): the bytes, their gzip (compressed once per fill, never per
 * request) and an ETag. Writes invalidate a whole group; a generation per group makes sure a build
 * started before a write is never stored after it; with a CacheInvalidationBus every invalidation
 * reaches the same cache in the other API processes too, and the TTL only bounds staleness from
 * writes that bypass the API; concurrent misses of one answer share one build.
 *
 * Memory: every kept answer counts against the process's CacheBudget (body + gzip + a fixed
 * overhead; `bytes` is this cache's own counter), which evicts the least recently used answers of
 * any cache when the budget is full and drops expired ones every second, so nothing outlives its
 * TTL. Bookkeeping beside the answers lives only while the group has answers or builds in flight
 * (`groupReleased`), and the record of invalidated groups is reset every minute.
 */
export class JsonAnswerCache<G extends string | number> {
  private readonly groups = new Map<G, Map<string, Stored>>();
  /** The epoch of each group's last invalidation (see generation()). */
  private readonly invalidatedAt = new Map<G, number>();
  private epoch = 0;
  /** The generation of every group not in invalidatedAt (raised when that record is reset). */
  private floor = 0;
  private prunedAt: number;
  /** Builds in flight per group. */
  private readonly building = new Map<G, number>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  private readonly invalidationListeners: ((groups: readonly G[]) => void)[] = [];
  readonly budget: CacheBudget;
  readonly account: CacheAccount;
  private readonly bus: CacheInvalidationBus | undefined;

  constructor(
    readonly name: string,
    private readonly limits: AnswerCacheLimits,
    deps: AnswerCacheDeps = {},
  ) {
    this.budget = deps.budget ?? new CacheBudget();
    this.account = this.budget.account(name, (now) => this.pruneGenerations(now));
    this.prunedAt = this.budget.clock.now();
    this.bus = deps.bus;
    this.bus?.register(name, {
      invalidate: (...groups) => this.invalidate(...(groups as G[])),
      clear: () => this.clear(),
    });
  }

  /** The bytes this cache holds now (its share of the CacheBudget). */
  get bytes(): number {
    return this.account.bytes;
  }

  /** The answers this cache holds now. */
  get entries(): number {
    return this.account.entries;
  }

  /** Called after every invalidation: caches built on this one's data drop their answers too. */
  onInvalidate(listener: (groups: readonly G[]) => void): void {
    this.invalidationListeners.push(listener);
  }

  get(group: G, key = '', now = this.budget.clock.now()): CachedAnswer | null {
    const stored = this.groups.get(group)?.get(key);
    if (!stored) return null;
    if (stored.answer.expiresAt <= now) {
      this.remove(group, key, stored);
      return null;
    }
    this.budget.touch(stored.slot);
    return stored.answer;
  }

  /**
   * A token of the group's state: it changes with every invalidation of the group (and, once a
   * minute, for every group: a build that old is not stored). Read it before a build, pass it to set().
   */
  generation(group: G): number {
    return this.invalidatedAt.get(group) ?? this.floor;
  }

  /** The cached answer, or the one `build` makes (null means not found and is never cached). */
  async getOrBuild(
    group: G,
    key: string,
    build: () => Promise<unknown>,
    options: BuildOptions = {},
  ): Promise<CachedAnswer | null> {
    const cached = this.get(group, key);
    if (cached) return cached;
    const generation = this.generation(group);
    const flightKey = `${String(group)}\n${generation}\n${key}`;
    let pending = this.inFlight.get(flightKey);
    if (!pending) {
      this.building.set(group, (this.building.get(group) ?? 0) + 1);
      pending = (async () => {
        const answer = await build();
        if (answer === null) return null;
        const store = typeof options.store === 'function' ? options.store(answer) : options.store !== false;
        const body = Buffer.from(JSON.stringify(answer), 'utf8');
        // An answer sent once is compressed fast; a kept one as small as it gets.
        const compressed = await gzipAsync(body, {
          level: store ? constants.Z_BEST_COMPRESSION : constants.Z_BEST_SPEED,
        });
        return store
          ? this.set(group, key, body, compressed, generation)
          : this.answerOf(body, compressed, this.budget.clock.now());
      })().finally(() => {
        this.inFlight.delete(flightKey);
        this.buildDone(group);
      });
      this.inFlight.set(flightKey, pending);
    }
    return pending;
  }

  /** Stores the answer unless the group was invalidated since `generation` was read. */
  set(
    group: G,
    key: string,
    body: Buffer,
    gzipped: Buffer,
    generation: number,
    now = this.budget.clock.now(),
  ): CachedAnswer {
    const answer = this.answerOf(body, gzipped, now);
    if (generation !== this.generation(group)) return answer;
    let answers = this.groups.get(group);
    const replaced = answers?.get(key);
    if (replaced) {
      answers!.delete(key);
      this.budget.release(replaced.slot);
    }
    if (!answers && this.groups.size >= this.limits.maxGroups) {
      const oldest = this.groups.keys().next();
      if (!oldest.done) this.dropGroup(oldest.value);
    }
    while (answers && answers.size > 0 && answers.size >= this.limits.maxKeysPerGroup) {
      const [oldestKey, oldest] = answers.entries().next().value!;
      answers.delete(oldestKey);
      this.budget.release(oldest.slot);
    }
    const stored: Stored = { answer, slot: null as unknown as BudgetSlot };
    const bytes = body.length + gzipped.length + stringBytes(key) + ANSWER_OVERHEAD_BYTES;
    if (answers?.size === 0) this.groups.delete(group);
    // Counted as a build while admitting: evicting the group's other answers must not release it.
    this.building.set(group, (this.building.get(group) ?? 0) + 1);
    try {
      const slot = this.budget.admit(this.account, bytes, answer.expiresAt, () =>
        this.remove(group, key, stored),
      );
      if (!slot) return answer;
      stored.slot = slot;
      answers = this.groups.get(group);
      if (!answers) {
        answers = new Map();
        this.groups.set(group, answers);
      }
      answers.set(key, stored);
      return answer;
    } finally {
      this.buildDone(group);
    }
  }

  invalidate(...groups: G[]): void {
    for (const group of groups) {
      this.invalidatedAt.set(group, ++this.epoch);
      this.dropGroup(group);
    }
    this.bus?.publish(this.name, groups);
    // Caches built on this one are invalidated in every process by that process's own listeners.
    const notify = () => {
      for (const listener of this.invalidationListeners) listener(groups);
    };
    if (this.bus) this.bus.quietly(notify);
    else notify();
  }

  clear(): void {
    this.invalidate(...this.groups.keys());
  }

  /**
   * The group has no answer kept and no build in flight any more: subclasses forget what they
   * remembered about it (a public id's sheet, a collection's sheets).
   */
  protected groupReleased(group: G): void {
    void group;
  }

  private answerOf(body: Buffer, gzipped: Buffer, now: number): CachedAnswer {
    return {
      body,
      gzip: gzipped,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + this.limits.ttlMs,
    };
  }

  /** Removes one answer (if it is still the one stored under the key). */
  private remove(group: G, key: string, stored: Stored): void {
    const answers = this.groups.get(group);
    if (answers?.get(key) === stored) {
      answers.delete(key);
      if (answers.size === 0) this.groups.delete(group);
    }
    this.budget.release(stored.slot);
    if (!this.groups.has(group) && !this.building.has(group)) this.groupReleased(group);
  }

  private dropGroup(group: G): void {
    const answers = this.groups.get(group);
    this.groups.delete(group);
    for (const stored of answers?.values() ?? []) this.budget.release(stored.slot);
    if (!this.building.has(group)) this.groupReleased(group);
  }

  private buildDone(group: G): void {
    const count = (this.building.get(group) ?? 1) - 1;
    if (count > 0) {
      this.building.set(group, count);
      return;
    }
    this.building.delete(group);
    if (!this.groups.has(group)) this.groupReleased(group);
  }

  /** Forgets which groups were invalidated when (once a minute): every token read before then goes stale. */
  private pruneGenerations(now: number): void {
    if (now - this.prunedAt < GENERATION_PRUNE_MS) return;
    this.prunedAt = now;
    if (this.invalidatedAt.size === 0) return;
    this.invalidatedAt.clear();
    this.floor = ++this.epoch;
  }
}
