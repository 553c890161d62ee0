import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
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

/** The bus that spreads a cache's invalidations to the other API processes, and the cache's name there. */
export interface SharedInvalidation {
  name: string;
  bus: CacheInvalidationBus;
}

/**
 * Serialised JSON answers of public endpoints, grouped by the object they show (a team's roster,
 * a sheet's pages, a collection): the bytes, their gzip (compressed once per fill, never per
 * request) and an ETag. Writes invalidate a whole group; a generation per group makes sure a build
 * started before a write is never stored after it; with a CacheInvalidationBus every invalidation
 * reaches the same cache in the other API processes too, and the TTL only bounds staleness from
 * writes that bypass the API; concurrent misses of one answer share one build.
 */
export class JsonAnswerCache<G extends string | number> {
  private readonly groups = new Map<G, Map<string, CachedAnswer>>();
  private readonly generations = new Map<G, number>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  private readonly invalidationListeners: ((groups: readonly G[]) => void)[] = [];

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly shared?: SharedInvalidation,
  ) {
    shared?.bus.register(shared.name, {
      invalidate: (...groups) => this.invalidate(...(groups as G[])),
      clear: () => this.clear(),
    });
  }

  /** Called after every invalidation: caches built on this one's data drop their answers too. */
  onInvalidate(listener: (groups: readonly G[]) => void): void {
    this.invalidationListeners.push(listener);
  }

  get(group: G, key = '', now = Date.now()): CachedAnswer | null {
    const answers = this.groups.get(group);
    const entry = answers?.get(key);
    if (!answers || !entry) return null;
    if (entry.expiresAt <= now) {
      answers.delete(key);
      return null;
    }
    return entry;
  }

  generation(group: G): number {
    return this.generations.get(group) ?? 0;
  }

  /** The cached answer, or the one `build` makes (null means not found and is never cached). */
  async getOrBuild(group: G, key: string, build: () => Promise<unknown>): Promise<CachedAnswer | null> {
    const cached = this.get(group, key);
    if (cached) return cached;
    const generation = this.generation(group);
    const flightKey = `${String(group)}\n${generation}\n${key}`;
    let pending = this.inFlight.get(flightKey);
    if (!pending) {
      pending = (async () => {
        const answer = await build();
        if (answer === null) return null;
        const body = Buffer.from(JSON.stringify(answer), 'utf8');
        const compressed = await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
        return this.set(group, key, body, compressed, generation);
      })().finally(() => this.inFlight.delete(flightKey));
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
    now = Date.now(),
  ): CachedAnswer {
    const entry: CachedAnswer = {
      body,
      gzip: gzipped,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + this.limits.ttlMs,
    };
    if (generation !== this.generation(group)) return entry;
    let answers = this.groups.get(group);
    if (!answers) {
      if (this.groups.size >= this.limits.maxGroups) {
        const oldest = this.groups.keys().next().value;
        if (oldest !== undefined) this.groups.delete(oldest);
      }
      answers = new Map();
      this.groups.set(group, answers);
    }
    if (answers.size >= this.limits.maxKeysPerGroup && !answers.has(key)) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
    answers.set(key, entry);
    return entry;
  }

  invalidate(...groups: G[]): void {
    for (const group of groups) {
      this.groups.delete(group);
      this.generations.set(group, this.generation(group) + 1);
    }
    this.shared?.bus.publish(this.shared.name, groups);
    // Caches built on this one are invalidated in every process by that process's own listeners.
    const notify = () => {
      for (const listener of this.invalidationListeners) listener(groups);
    };
    if (this.shared) this.shared.bus.quietly(notify);
    else notify();
  }

  clear(): void {
    for (const group of [...this.groups.keys()]) this.invalidate(group);
  }
}
