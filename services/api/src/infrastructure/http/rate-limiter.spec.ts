import { describe, expect, it } from '@jest/globals';
import { RateLimiter } from './rate-limiter.js';

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
