import { Injectable, Optional } from '@nestjs/common';
import { TALENT_ERROR_CODES } from '@tpp/contracts';
import { BudgetedCache, CacheBudget, stringBytes } from '../../../infrastructure/http/cache-budget.js';
import { TalentDataException } from '../talent-data.errors.js';
import { MEDIA_KEY_PATTERN } from './media-urls.js';
import { avatarSvg, postSvg } from './svg.js';

const FILE_PATTERN = /^([a-z0-9-]{1,64})\.svg$/;

function keyOf(file: string): string {
  const key = FILE_PATTERN.exec(file)?.[1];
  if (!key || !MEDIA_KEY_PATTERN.test(key))
    throw new TalentDataException(TALENT_ERROR_CODES.invalidMediaKey, {
      fields: { key: ['must match [a-z0-9-]{1,64} followed by .svg'] },
    });
  return key;
}

/** How many rendered images each cache keeps at most (about 15 KB a portrait, 5 KB a post image). */
export const MEDIA_CACHE_ENTRIES = 2000;
/** Rendered images are kept this long at most (they never change; the TTL frees an idle process's memory). */
export const MEDIA_CACHE_TTL_MS = 10 * 60_000;
const MEDIA_ENTRY_OVERHEAD_BYTES = 128;

/**
 * A bounded cache of rendered images that forgets the least recently used entry first, within
 * the process's CacheBudget (its byte counter: `bytes`).
 */
export class RenderCache {
  private readonly cache: BudgetedCache<string, string>;

  constructor(limit: number, budget: CacheBudget = new CacheBudget(), name = 'media') {
    this.cache = new BudgetedCache(budget, name, {
      ttlMs: MEDIA_CACHE_TTL_MS,
      maxEntries: limit,
      sizeOf: (key, svg) => stringBytes(key) + stringBytes(svg) + MEDIA_ENTRY_OVERHEAD_BYTES,
    });
  }

  get(key: string, render: (key: string) => string): string {
    return this.cache.get(key) ?? this.cache.set(key, render(key));
  }

  get size(): number {
    return this.cache.size;
  }

  get bytes(): number {
    return this.cache.bytes;
  }
}

/**
 * Generated portraits and post images (SVG, no network, deterministic per key). Rendered when
 * first asked for, not when creators are generated (the loader makes up to a million), and kept
 * in a bounded in-memory cache: a roster page asks for the same few dozen again and again. Any
 * well-formed key renders (a key is its own canonical form: the image is a pure function of it);
 * browsers keep the answers for a year (`immutable`), so the cache only saves repeated renders,
 * and it counts against the process's CacheBudget like every other cache.
 */
@Injectable()
export class MediaService {
  readonly avatars: RenderCache;
  readonly posts: RenderCache;

  constructor(@Optional() budget: CacheBudget = new CacheBudget()) {
    this.avatars = new RenderCache(MEDIA_CACHE_ENTRIES, budget, 'media-avatars');
    this.posts = new RenderCache(MEDIA_CACHE_ENTRIES, budget, 'media-posts');
  }

  avatar(file: string): string {
    return this.avatars.get(keyOf(file), avatarSvg);
  }

  post(file: string): string {
    return this.posts.get(keyOf(file), postSvg);
  }
}
