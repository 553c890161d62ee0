import { describe, expect, it } from '@jest/globals';
import { FailureBackoff, RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the wait until the window ends', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    const attempt = () => limiter.consume([{ key: 'email:a', limit: 3 }], 60);
    expect([attempt(), attempt(), attempt()].every((d) => d.allowed)).toBe(true);
    now += 10_000;
    expect(attempt()).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_000;
    expect(attempt().allowed).toBe(true);
  });

  it('refuses when any of the keys is over its limit', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.consume([{ key: 'ip:1', limit: 1 }], 60);
    const decision = limiter.consume(
      [
        { key: 'email:b', limit: 10 },
        { key: 'ip:1', limit: 1 },
      ],
      60,
    );
    expect(decision.allowed).toBe(false);
    expect(limiter.consume([{ key: 'email:c', limit: 10 }], 60).allowed).toBe(true);
  });

  it('forgets expired windows', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 999; i++) limiter.consume([{ key: `k${i}`, limit: 1 }], 1);
    now = 5_000;
    limiter.consume([{ key: 'fresh', limit: 1 }], 1);
    expect(limiter.size).toBe(1);
  });
});

describe('FailureBackoff', () => {
  const options = { firstDelayMs: 30_000, maxDelayMs: 900_000, forgetAfterMs: 900_000 };
  const pair = { key: 'pair', freeFailures: 2 };

  function setUp() {
    let now = 0;
    const backoff = new FailureBackoff(options, () => now);
    const fail = (keys = [pair]) => {
      expect(backoff.begin(keys).allowed).toBe(true);
      backoff.finish(keys, 'failed');
    };
    return { backoff, fail, advance: (ms: number) => (now += ms) };
  }

  it('lets the free failures pass, then doubles the wait with each further failure up to the cap', () => {
    const { backoff, fail, advance } = setUp();
    fail();
    fail();
    expect(backoff.begin([pair]).allowed).toBe(true);
    backoff.finish([pair], 'failed');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = backoff.begin([pair]);
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfterSeconds);
      advance(refused.retryAfterSeconds * 1000);
      fail();
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('refuses only the keys that failed', () => {
    const { backoff, fail } = setUp();
    for (let i = 0; i < 3; i++) fail();
    expect(backoff.begin([pair]).allowed).toBe(false);
    expect(backoff.begin([{ key: 'other', freeFailures: 2 }]).allowed).toBe(true);
  });

  it('forgets the failures of a key on success, and all of them a window after the last wait', () => {
    const { backoff, fail, advance } = setUp();
    fail();
    fail();
    expect(backoff.begin([pair]).allowed).toBe(true);
    backoff.finish([pair], 'succeeded', ['pair']);
    fail();
    fail();
    expect(backoff.begin([pair]).allowed).toBe(true);
    backoff.finish([pair], 'failed');
    advance(30_000 + 900_000);
    expect(backoff.size).toBe(1);
    expect(backoff.begin([pair]).allowed).toBe(true);
    backoff.finish([pair], 'failed');
    // Forgotten: this was the first failure again, so no wait.
    expect(backoff.begin([pair]).allowed).toBe(true);
  });

  it('past the free failures, allows one attempt at a time so a parallel burst cannot slip through', () => {
    const { backoff, fail } = setUp();
    fail();
    fail();
    expect(backoff.begin([pair]).allowed).toBe(true);
    expect(backoff.begin([pair])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    backoff.finish([pair], 'abandoned');
    expect(backoff.begin([pair]).allowed).toBe(true);
  });
});
