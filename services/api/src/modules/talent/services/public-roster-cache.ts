import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';

/** A serialised public roster answer, also gzip-compressed once for every client that accepts it. */
export interface CachedRoster {
  /** UTF-8 JSON, encoded once: a 200 KB string would be re-encoded on every send. */
  body: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

/**
 * The public roster answers, serialised, per team. Every write of this module that touches a
 * team's roster, its customisations or a creator on it invalidates the affected teams; a short TTL
 * bounds staleness from writes made elsewhere (team profile and display settings, the seed CLI,
 * another API instance). Exported so other modules can invalidate after their writes.
 */
@Injectable()
export class PublicRosterCache {
  static readonly TTL_MS = 15_000;
  private static readonly MAX_TEAMS = 1_000;
  private readonly entries = new Map<number, CachedRoster>();
  /** Bumped per team on invalidation, so a build started before a write is not stored after it. */
  private readonly generations = new Map<number, number>();

  get(teamId: number, now = Date.now()): CachedRoster | null {
    const entry = this.entries.get(teamId);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(teamId);
      return null;
    }
    return entry;
  }

  generation(teamId: number): number {
    return this.generations.get(teamId) ?? 0;
  }

  /** Stores the answer unless the team was invalidated since `generation` was read. */
  set(teamId: number, body: Buffer, gzip: Buffer, generation: number, now = Date.now()): CachedRoster {
    const entry: CachedRoster = {
      body,
      gzip,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + PublicRosterCache.TTL_MS,
    };
    if (generation !== this.generation(teamId)) return entry;
    if (this.entries.size >= PublicRosterCache.MAX_TEAMS && !this.entries.has(teamId)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(teamId, entry);
    return entry;
  }

  invalidate(...teamIds: number[]): void {
    for (const teamId of teamIds) {
      this.entries.delete(teamId);
      this.generations.set(teamId, this.generation(teamId) + 1);
    }
  }

  clear(): void {
    for (const teamId of [...this.entries.keys()]) this.invalidate(teamId);
  }
}
