import { describe, expect, it } from '@jest/globals';
import { PublicRosterCache } from './public-roster-cache.js';

describe('PublicRosterCache', () => {
  const gz = Buffer.from('');

  it('serves an entry until its TTL, with a stable ETag', () => {
    const cache = new PublicRosterCache();
    const entry = cache.set(1, '', Buffer.from('{"a":1}'), gz, cache.generation(1), 1_000);
    expect(cache.get(1, '', 1_000)).toBe(entry);
    expect(entry.etag).toMatch(/^W\/".+"$/);
    expect(cache.set(2, '', Buffer.from('{"a":1}'), gz, 0, 1_000).etag).toBe(entry.etag);
    expect(cache.get(1, '', 1_000 + PublicRosterCache.TTL_MS)).toBeNull();
  });

  it('drops an entry on invalidation and never stores a build started before it', () => {
    const cache = new PublicRosterCache();
    cache.set(1, '', Buffer.from('old'), gz, cache.generation(1));
    const before = cache.generation(1);
    cache.invalidate(1);
    expect(cache.get(1)).toBeNull();
    cache.set(1, '', Buffer.from('stale'), gz, before);
    expect(cache.get(1)).toBeNull();
    cache.set(1, '', Buffer.from('fresh'), gz, cache.generation(1));
    expect(cache.get(1)?.body.toString()).toBe('fresh');
  });
});
