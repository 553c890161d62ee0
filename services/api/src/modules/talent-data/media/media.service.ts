import { Injectable } from '@nestjs/common';
import { TALENT_ERROR_CODES } from '@tpp/contracts';
import { TalentException } from '../../talent/talent.errors.js';
import { MEDIA_KEY_PATTERN } from './media-urls.js';
import { avatarSvg, postSvg } from './svg.js';

const FILE_PATTERN = /^([a-z0-9-]{1,64})\.svg$/;

function keyOf(file: string): string {
  const key = FILE_PATTERN.exec(file)?.[1];
  if (!key || !MEDIA_KEY_PATTERN.test(key))
    throw new TalentException(TALENT_ERROR_CODES.invalidMediaKey, {
      fields: { key: ['must match [a-z0-9-]{1,64} followed by .svg'] },
    });
  return key;
}

/** How many rendered images each cache keeps (about 15 KB a portrait, 5 KB a post image). */
export const MEDIA_CACHE_ENTRIES = 2000;

/** A bounded cache that forgets the least recently used entry first (Map keeps insertion order). */
export class RenderCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly limit: number) {}

  get(key: string, render: (key: string) => string): string {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = render(key);
      if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    } else {
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Generated portraits and post images (SVG, no network, deterministic per key). Rendered when
 * first asked for, not when creators are generated (the loader makes up to a million), and kept
 * in a bounded in-memory cache: a roster page asks for the same few dozen again and again.
 */
@Injectable()
export class MediaService {
  private readonly avatars = new RenderCache(MEDIA_CACHE_ENTRIES);
  private readonly posts = new RenderCache(MEDIA_CACHE_ENTRIES);

  avatar(file: string): string {
    return this.avatars.get(keyOf(file), avatarSvg);
  }

  post(file: string): string {
    return this.posts.get(keyOf(file), postSvg);
  }
}
