import { describe, expect, it } from '@jest/globals';
import { CacheBudget } from './cache-budget.js';
import { ANSWER_OVERHEAD_BYTES, JsonAnswerCache } from './json-answer-cache.js';

const limits = { ttlMs: 1_000, maxGroups: 100, maxKeysPerGroup: 10 };

class Released extends JsonAnswerCache<number> {
  readonly released: number[] = [];
  protected override groupReleased(group: number): void {
    this.released.push(group);
  }
}

describe('JsonAnswerCache', () => {
  it("counts each kept answer's body, gzip and overhead against the shared budget", async () => {
    const budget = new CacheBudget();
    const one = new JsonAnswerCache<number>('one', limits, { budget });
    const two = new JsonAnswerCache<string>('two', limits, { budget });
    const a = await one.getOrBuild(1, 'k', async () => ({ a: 'x'.repeat(1_000) }));
    const b = await two.getOrBuild('g', '', async () => ({ b: 1 }));
    expect(one.bytes).toBe(a!.body.length + a!.gzip.length + 1 + ANSWER_OVERHEAD_BYTES);
    expect(two.bytes).toBe(b!.body.length + b!.gzip.length + ANSWER_OVERHEAD_BYTES);
    expect(budget.usedBytes).toBe(one.bytes + two.bytes);
    one.invalidate(1);
    expect(one.bytes).toBe(0);
    expect(one.entries).toBe(0);
  });

  it('answers without keeping what `store` refuses, and shares one build among concurrent misses', async () => {
    const cache = new JsonAnswerCache<number>('c', limits);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { n: builds };
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => cache.getOrBuild(1, 'odd', build, { store: false })),
    );
    expect(builds).toBe(1);
    expect(JSON.parse(answers[2]!.body.toString())).toEqual({ n: 1 });
    expect(cache.get(1, 'odd')).toBeNull();
    expect(cache.bytes).toBe(0);
    await cache.getOrBuild(1, 'odd', build, { store: (answer) => (answer as { n: number }).n > 5 });
    expect(cache.get(1, 'odd')).toBeNull();
    await cache.getOrBuild(1, 'kept', build);
    expect(cache.get(1, 'kept')).not.toBeNull();
  });

  it('never stores a build started before an invalidation, nor one older than the record of invalidations', async () => {
    const budget = new CacheBudget();
    const clock = { time: 0, now: () => clock.time };
    budget.clock = clock;
    const cache = new JsonAnswerCache<number>('c', limits, { budget });
    let release!: () => void;
    const pending = cache.getOrBuild(
      1,
      '',
      () => new Promise((resolve) => (release = () => resolve({ v: 'old' }))),
    );
    cache.invalidate(1);
    release();
    expect(await pending).not.toBeNull();
    expect(cache.get(1)).toBeNull();

    // The record of invalidated groups is reset once a minute; tokens read before then go stale.
    const token = cache.generation(2);
    clock.time += 61_000;
    budget.sweep();
    expect(cache.generation(2)).not.toBe(token);
    cache.set(2, '', Buffer.from('{}'), Buffer.from(''), token);
    expect(cache.get(2)).toBeNull();
    expect((cache as unknown as { invalidatedAt: Map<number, number> }).invalidatedAt.size).toBe(0);
  });

  it('releases a group (for subclass bookkeeping) once its last answer and build are gone', async () => {
    const budget = new CacheBudget();
    const clock = { time: 0, now: () => clock.time };
    budget.clock = clock;
    const cache = new Released('r', limits, { budget });
    await cache.getOrBuild(1, 'a', async () => ({ a: 1 }));
    await cache.getOrBuild(1, 'b', async () => ({ b: 1 }));
    await cache.getOrBuild(2, 'a', async () => ({ a: 2 }), { store: false });
    expect(cache.released).toEqual([2]);
    clock.time += 1_000;
    budget.sweep();
    expect(cache.released).toEqual([2, 1]);
    expect(cache.bytes).toBe(0);
  });

  it('an answer evicted by the budget is gone from its group', async () => {
    const budget = new CacheBudget();
    const cache = new JsonAnswerCache<number>('c', limits, { budget });
    const first = await cache.getOrBuild(1, 'a', async () => ({ text: 'a'.repeat(500) }));
    budget.resize(4 * (first!.body.length + first!.gzip.length + 1 + ANSWER_OVERHEAD_BYTES) + 10);
    await cache.getOrBuild(1, 'b', async () => ({ text: 'b'.repeat(500) }));
    await cache.getOrBuild(2, 'c', async () => ({ text: 'c'.repeat(500) }));
    expect(cache.get(1, 'a')).not.toBeNull(); // read: now the most recently used
    await cache.getOrBuild(3, 'd', async () => ({ text: 'd'.repeat(500) }));
    await cache.getOrBuild(3, 'e', async () => ({ text: 'e'.repeat(500) }));
    expect(cache.get(1, 'b')).toBeNull();
    expect(cache.get(1, 'a')).not.toBeNull();
    expect(budget.usedBytes).toBeLessThanOrEqual(budget.maxBytes);
  });
});
