import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';

export interface CachedCollection {
  /** UTF-8 JSON, encoded once. */
  body: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * Public collection answers, serialised, per public id. Collection writes invalidate their entry;
 * the short TTL bounds staleness from writes made elsewhere (sheet public titles and creators,
 * team display settings). Concurrent misses for one collection share one build.
 */
@Injectable()
export class PublicCollectionCache {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_ENTRIES = 2_000;
  private readonly entries = new Map<string, CachedCollection>();
  private readonly generations = new Map<string, number>();
  private readonly building = new Map<string, Promise<CachedCollection | null>>();

  async getOrBuild(
    publicId: string,
    build: () => Promise<unknown>,
    now = Date.now(),
  ): Promise<CachedCollection | null> {
    const cached = this.entries.get(publicId);
    if (cached && cached.expiresAt > now) return cached;
    const generation = this.generations.get(publicId) ?? 0;
    const key = `${generation}:${publicId}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = (async () => {
        const answer = await build();
        if (answer === null) return null;
        const body = Buffer.from(JSON.stringify(answer), 'utf8');
        const entry: CachedCollection = {
          body,
          etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: Date.now() + PublicCollectionCache.TTL_MS,
        };
        if (generation === (this.generations.get(publicId) ?? 0)) this.store(publicId, entry);
        return entry;
      })().finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  invalidate(publicId: string): void {
    this.entries.delete(publicId);
    this.generations.set(publicId, (this.generations.get(publicId) ?? 0) + 1);
  }

  clear(): void {
    for (const publicId of [...this.entries.keys()]) this.invalidate(publicId);
  }

  private store(publicId: string, entry: CachedCollection): void {
    this.entries.delete(publicId);
    if (this.entries.size >= PublicCollectionCache.MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(publicId, entry);
  }
}
