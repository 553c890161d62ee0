import { describe, expect, it } from '@jest/globals';
import { BudgetedCache, CacheBudget, stringBytes } from './cache-budget.js';

const MB = 1024 * 1024;

function clockAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

function cache(budget: CacheBudget, name: string, ttlMs = 1_000, maxEntries = 1_000) {
  return new BudgetedCache<string, string>(budget, name, { ttlMs, maxEntries, sizeOf: (_k, v) => v.length });
}

describe('CacheBudget', () => {
  it('defaults to 64 MB and reads CACHE_MAX_MB from the configuration', () => {
    expect(new CacheBudget().maxBytes).toBe(64 * MB);
    expect(new CacheBudget({ cacheMaxMb: 3 }).maxBytes).toBe(3 * MB);
    expect(new CacheBudget({ cacheMaxMb: 0 }).maxEntryBytes).toBe(0);
  });

  it('keeps one count for every cache and evicts the least recently used entry of any of them', () => {
    const budget = new CacheBudget();
    budget.resize(400);
    const a = cache(budget, 'a');
    const b = cache(budget, 'b');
    a.set('a1', 'x'.repeat(100));
    b.set('b1', 'y'.repeat(100));
    a.set('a2', 'x'.repeat(100));
    expect(budget.usedBytes).toBe(300);
    expect(a.get('a1')).toBeDefined(); // a1 is now the most recently used: b1 goes first
    b.set('b2', 'y'.repeat(100));
    b.set('b3', 'y'.repeat(100));
    expect(b.get('b1')).toBeUndefined();
    b.set('b4', 'y'.repeat(100));
    expect(a.get('a2')).toBeUndefined();
    expect(a.get('a1')).toBeDefined();
    expect(budget.usedBytes).toBeLessThanOrEqual(400);
    expect(a.bytes + b.bytes).toBe(budget.usedBytes);
    expect(budget.usage()).toEqual([
      expect.objectContaining({ name: 'a', bytes: 100, entries: 1, evicted: 1 }),
      expect.objectContaining({ name: 'b', bytes: 300, entries: 3, evicted: 1 }),
    ]);
  });

  it('never keeps an entry bigger than a quarter of the budget', () => {
    const budget = new CacheBudget();
    budget.resize(400);
    const a = cache(budget, 'a');
    expect(a.set('big', 'x'.repeat(101))).toHaveLength(101);
    expect(a.get('big')).toBeUndefined();
    expect(budget.usedBytes).toBe(0);
    expect(budget.usage()[0]).toMatchObject({ refused: 1 });
  });

  it('drops expired entries in the sweep, unread, and counts them', () => {
    const budget = new CacheBudget();
    const clock = clockAt(10_000);
    budget.clock = clock;
    const short = cache(budget, 'short', 1_000);
    const long = cache(budget, 'long', 5_000);
    short.set('s', 'abc');
    long.set('l', 'abcd');
    clock.time += 999;
    expect(budget.sweep()).toBe(0);
    clock.time += 1;
    expect(budget.sweep()).toBe(1);
    expect(short.bytes).toBe(0);
    expect(short.size).toBe(0);
    expect(long.bytes).toBe(4);
    clock.time += 4_000;
    expect(budget.sweep()).toBe(1);
    expect(budget.usedBytes).toBe(0);
    expect(budget.usage().map((usage) => usage.expired)).toEqual([1, 1]);
  });

  it('sweeps on an unref timer from module init to module destroy', () => {
    const budget = new CacheBudget();
    budget.onModuleInit();
    const timer = (budget as unknown as { timer: NodeJS.Timeout }).timer;
    expect(timer.hasRef()).toBe(false);
    budget.onModuleDestroy();
    expect((budget as unknown as { timer: NodeJS.Timeout | null }).timer).toBeNull();
  });

  it('shrinks to a smaller budget at once and refuses a name twice', () => {
    const budget = new CacheBudget();
    const a = cache(budget, 'a');
    for (let i = 0; i < 10; i += 1) a.set(`k${i}`, 'x'.repeat(100));
    budget.resize(500);
    expect(budget.usedBytes).toBe(500);
    expect(a.get('k9')).toBeDefined();
    expect(a.get('k0')).toBeUndefined();
    expect(() => cache(budget, 'a')).toThrow(/registered twice/);
  });

  it("keeps a cache's own entry limit and releases replaced entries", () => {
    const budget = new CacheBudget();
    const a = cache(budget, 'a', 1_000, 2);
    a.set('1', 'aa');
    a.set('2', 'bb');
    a.set('1', 'cccc');
    a.set('3', 'dd');
    expect(a.get('2')).toBeUndefined();
    expect(a.get('1')).toBe('cccc');
    expect(a.bytes).toBe(6);
    a.clear();
    expect(budget.usedBytes).toBe(0);
  });

  it('counts Latin-1 text one byte a character and other text two', () => {
    expect(stringBytes('abcé')).toBe(4);
    expect(stringBytes('ab✨')).toBe(6);
  });
});
