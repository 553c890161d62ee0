import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A serialised public sheet page, also gzip-compressed once for every client that accepts it. */
export interface CachedSheetPage {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * The public sheet answers, serialised, per sheet (internal id) and page/limit/with_stats key.
 * Every write of the sheets module to a sheet invalidates it; other modules that change what a
 * public sheet shows (collections setting public titles) call invalidate() too. Roster
 * customisations and team display settings made elsewhere are bounded by the short TTL.
 * Concurrent misses for the same key share one build (in-flight dedupe).
 */
@Injectable()
export class PublicSheetCache {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_SHEETS = 2_000;
  private static readonly MAX_KEYS_PER_SHEET = 50;
  private readonly entries = new Map<number, Map<string, CachedSheetPage>>();
  private readonly inFlight = new Map<string, Promise<CachedSheetPage | null>>();
  /** Bumped per sheet on invalidation, so a build started before a write is not stored after it. */
  private readonly generations = new Map<number, number>();
  /**
   * Public id -> internal id of sheets whose pages were cached, so a hit needs no database round
   * trip. Public ids never change; a stale mapping is harmless because invalidation drops the pages.
   */
  private readonly internalIds = new Map<string, number>();

  /** The cached page of a sheet by its public id, without asking the database who it is. */
  getByPublicId(publicId: string, key: string, now = Date.now()): CachedSheetPage | null {
    const sheetId = this.internalIds.get(publicId);
    return sheetId === undefined ? null : this.get(sheetId, key, now);
  }

  /** Called once a sheet was found visible to brands, before its pages are cached. */
  rememberPublicId(publicId: string, sheetId: number): void {
    if (this.internalIds.has(publicId)) return;
    if (this.internalIds.size >= PublicSheetCache.MAX_SHEETS) {
      const oldest = this.internalIds.keys().next().value;
      if (oldest !== undefined) this.internalIds.delete(oldest);
    }
    this.internalIds.set(publicId, sheetId);
  }

  get(sheetId: number, key: string, now = Date.now()): CachedSheetPage | null {
    const pages = this.entries.get(sheetId);
    const entry = pages?.get(key);
    if (!pages || !entry) return null;
    if (entry.expiresAt <= now) {
      pages.delete(key);
      return null;
    }
    return entry;
  }

  generation(sheetId: number): number {
    return this.generations.get(sheetId) ?? 0;
  }

  /**
   * The cached answer, or one built by `build` (null: not found, never cached). Concurrent callers
   * for the same sheet generation and key share one build.
   */
  async getOrBuild(
    sheetId: number,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<CachedSheetPage | null> {
    const cached = this.get(sheetId, key);
    if (cached) return cached;
    const generation = this.generation(sheetId);
    const flightKey = `${sheetId}:${generation}:${key}`;
    const running = this.inFlight.get(flightKey);
    if (running) return running;
    const promise = (async () => {
      const answer = await build();
      if (answer === null) return null;
      const body = Buffer.from(JSON.stringify(answer), 'utf8');
      return this.set(sheetId, key, body, gzipSync(body), generation);
    })().finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, promise);
    return promise;
  }

  /** Stores the answer unless the sheet was invalidated since `generation` was read. */
  set(
    sheetId: number,
    key: string,
    body: Buffer,
    gzip: Buffer,
    generation: number,
    now = Date.now(),
  ): CachedSheetPage {
    const entry: CachedSheetPage = {
      body,
      gzip,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + PublicSheetCache.TTL_MS,
    };
    if (generation !== this.generation(sheetId)) return entry;
    let pages = this.entries.get(sheetId);
    if (!pages) {
      if (this.entries.size >= PublicSheetCache.MAX_SHEETS) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      pages = new Map();
      this.entries.set(sheetId, pages);
    }
    if (pages.size >= PublicSheetCache.MAX_KEYS_PER_SHEET && !pages.has(key)) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    pages.set(key, entry);
    return entry;
  }

  /** Drops every cached page of these sheets (internal ids). */
  invalidate(...sheetIds: number[]): void {
    for (const sheetId of sheetIds) {
      this.entries.delete(sheetId);
      this.generations.set(sheetId, this.generation(sheetId) + 1);
    }
  }

  clear(): void {
    for (const sheetId of [...this.entries.keys()]) this.invalidate(sheetId);
  }
}
