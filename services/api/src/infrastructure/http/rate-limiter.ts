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

interface FailureRecord {
  failures: number;
  /** Attempts begun and not finished yet. */
  pending: number;
  /** Until when the key is refused (0: not refused). */
  waitUntil: number;
  /** When the record is dropped: one window after the last failure or the end of the wait. */
  forgetAt: number;
}

export interface BackoffOptions {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long failures are remembered after the last one (or after the wait it caused). */
  forgetAfterMs: number;
}

export interface BackoffKey {
  key: string;
  /** Failures that pass before the key starts waiting. */
  freeFailures: number;
}

/** How a begun attempt ended: a failure counts, success forgets, abandoned only ends it. */
export type AttemptOutcome = 'failed' | 'succeeded' | 'abandoned';

/**
 * Counts failures (not attempts) per key and answers with growing waits, as OWASP's
 * Authentication Cheat Sheet suggests instead of a lockout: `freeFailures` failures pass, then
 * every further one makes the key wait `firstDelay * 2^(n-1)`, at most `maxDelay`. Only the keys
 * that failed wait, so one source's failures never refuse another source. Once a key has used its
 * free failures it gets one attempt at a time, so parallel requests cannot all slip through before
 * the first failure is counted. In memory, like RateLimiter.
 */
export class FailureBackoff {
  private readonly records = new Map<string, FailureRecord>();
  private operationsSinceSweep = 0;

  constructor(
    private readonly options: BackoffOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Begins an attempt: refuses while any key waits (or, past its free failures, has an attempt in
   * flight); otherwise counts the attempt as pending until `finish`.
   */
  begin(keys: BackoffKey[]): RateLimitDecision {
    const now = this.now();
    this.sweep(now);
    let waitMs = 0;
    for (const { key, freeFailures } of keys) {
      const record = this.live(key, now);
      if (!record) continue;
      if (record.waitUntil > now) waitMs = Math.max(waitMs, record.waitUntil - now);
      else if (record.pending > 0 && record.failures + record.pending > freeFailures)
        waitMs = Math.max(waitMs, 1);
    }
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    for (const { key } of keys) {
      const record = this.live(key, now) ?? { failures: 0, pending: 0, waitUntil: 0, forgetAt: 0 };
      record.pending += 1;
      this.records.set(key, record);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /**
   * Ends an attempt begun with the same keys. A failure counts for every key, and a key past its
   * free failures starts a (longer) wait; success forgets the keys listed in `forget`.
   */
  finish(keys: BackoffKey[], outcome: AttemptOutcome, forget: string[] = []): void {
    const now = this.now();
    for (const { key, freeFailures } of keys) {
      const record = this.records.get(key);
      if (!record) continue;
      record.pending = Math.max(0, record.pending - 1);
      if (outcome === 'succeeded' && forget.includes(key)) record.failures = 0;
      if (outcome === 'failed') {
        record.failures += 1;
        const over = record.failures - freeFailures;
        if (over > 0) {
          // 2^(over-1), the exponent bounded: far past the cap the cap applies anyway.
          const delay = Math.min(
            this.options.maxDelayMs,
            this.options.firstDelayMs * 2 ** Math.min(over - 1, 30),
          );
          record.waitUntil = now + delay;
        }
      }
      record.forgetAt = Math.max(now, record.waitUntil) + this.options.forgetAfterMs;
      if (record.failures === 0 && record.pending === 0) this.records.delete(key);
    }
  }

  reset(): void {
    this.records.clear();
  }

  get size(): number {
    return this.records.size;
  }

  private live(key: string, now: number): FailureRecord | undefined {
    const record = this.records.get(key);
    if (record && record.pending === 0 && record.forgetAt <= now) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  private sweep(now: number): void {
    if (++this.operationsSinceSweep < 1000) return;
    this.operationsSinceSweep = 0;
    for (const [key, record] of this.records)
      if (record.pending === 0 && record.forgetAt <= now) this.records.delete(key);
  }
}
