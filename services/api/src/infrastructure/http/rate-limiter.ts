export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window that blocked the attempt ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed-window counters kept in memory: fine for one API process. A deployment running several
 * processes swaps the RateLimitService's store for a shared one.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private attemptsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt for every key; refuses when any key went over its limit. */
  consume(keys: { key: string; limit: number }[], windowSeconds: number): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    let retryAfterMs = 0;
    for (const { key, limit } of keys) {
      let window = this.windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { count: 0, resetsAt: now + windowSeconds * 1000 };
        this.windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) retryAfterMs = Math.max(retryAfterMs, window.resetsAt - now);
    }
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true, retryAfterSeconds: 0 };
  }

  reset(): void {
    this.windows.clear();
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (++this.attemptsSinceSweep < 1000) return;
    this.attemptsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
