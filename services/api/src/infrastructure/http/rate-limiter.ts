import { createHash } from 'node:crypto';

/**
 * Where the store runs its SQL: a named (prepared) statement, so PostgreSQL parses and plans each
 * of the few statements once per connection instead of once per check.
 */
export interface RateLimitDb {
  query(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window that blocked the attempt ends (0 when allowed). */
  retryAfterSeconds: number;
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
 * How long a begun sign-in attempt counts as in flight when its process never finishes it (it
 * died): a password check takes well under a second.
 */
export const ATTEMPT_TIMEOUT_MS = 60_000;

/** The decision for a wait in milliseconds: allowed at 0, else at least one whole second. */
export function decisionForWait(waitMs: number): RateLimitDecision {
  return waitMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
    : { allowed: true, retryAfterSeconds: 0 };
}

/**
 * The stored form of a limiter key: its sha256. Keys name email addresses and client IPs; the
 * digest keeps them out of the table in clear and gives every key the same 32-byte size.
 */
export function storedKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

const interval = (ms: number) => `${ms} milliseconds`;

/** Window checks one statement counts at most. */
const MAX_CHECKS_PER_STATEMENT = 500;

/** A window check waiting for its statement: the stored keys with their limits. */
interface WindowCheck {
  limits: Map<string, number>;
  now: number;
  resolve(decision: RateLimitDecision): void;
  reject(error: unknown): void;
}

interface WindowBatch {
  waiting: WindowCheck[];
  flushing: boolean;
}

/**
 * The counters of every API process, in PostgreSQL (migration RateLimits1764001816000), so limits
 * hold across processes. Each check is one statement, one round trip, atomic: two processes never
 * both take the last slot. Times come from the caller's clock (`now`, epoch milliseconds), never
 * from the database's now(), so tests move the clock instead of waiting. A database error
 * propagates: there is no in-memory fallback that would silently drop the limits.
 */
export class RateLimitStore {
  /** Window checks waiting for a statement, per window length. */
  private readonly batches = new Map<number, WindowBatch>();

  constructor(private readonly db: RateLimitDb) {}

  /**
   * Fixed windows: counts one attempt for every key (refused ones too) and refuses when any key
   * went over its limit, with the wait until that key's window ends. Checks that arrive while one
   * is in flight go together in the next statement (group commit, as the analytics writer does):
   * one round trip for one check on a quiet server, one statement per batch under load.
   */
  consume(
    keys: { key: string; limit: number }[],
    windowSeconds: number,
    now: number,
  ): Promise<RateLimitDecision> {
    const limits = new Map<string, number>();
    for (const { key, limit } of keys) {
      const hex = storedKey(key).toString('hex');
      limits.set(hex, Math.min(limit, limits.get(hex) ?? Infinity));
    }
    return new Promise((resolve, reject) => {
      let batch = this.batches.get(windowSeconds);
      if (!batch) {
        batch = { waiting: [], flushing: false };
        this.batches.set(windowSeconds, batch);
      }
      batch.waiting.push({ limits, now, resolve, reject });
      if (!batch.flushing) void this.flush(windowSeconds, batch);
    });
  }

  private async flush(windowSeconds: number, batch: WindowBatch): Promise<void> {
    batch.flushing = true;
    try {
      while (batch.waiting.length > 0) {
        const checks = batch.waiting.splice(0, MAX_CHECKS_PER_STATEMENT);
        try {
          const decisions = await this.consumeTogether(checks, windowSeconds);
          checks.forEach((check, index) => check.resolve(decisions[index]!));
        } catch (error) {
          for (const check of checks) check.reject(error);
        }
      }
    } finally {
      batch.flushing = false;
    }
  }

  /**
   * One statement for several checks of one window length: each key's counter grows by the
   * number of checks naming it, and the checks take its slots in arrival order.
   */
  private async consumeTogether(checks: WindowCheck[], windowSeconds: number): Promise<RateLimitDecision[]> {
    const now = Math.max(...checks.map((check) => check.now));
    const hits = new Map<string, number>();
    for (const check of checks)
      for (const key of check.limits.keys()) hits.set(key, (hits.get(key) ?? 0) + 1);
    const rows = (await this.db.query(
      'rate-limit-consume',
      `INSERT INTO rate_limit_windows AS w (key, hits, resets_at)
         SELECT decode(k, 'hex'), n, $3 FROM unnest($1::text[], $2::int[]) AS t(k, n) ORDER BY 1
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN w.resets_at <= $4 THEN excluded.hits ELSE w.hits + excluded.hits END,
           resets_at = CASE WHEN w.resets_at <= $4 THEN excluded.resets_at ELSE w.resets_at END
         RETURNING w.key, w.hits, w.resets_at`,
      [[...hits.keys()], [...hits.values()], new Date(now + windowSeconds * 1000), new Date(now)],
    )) as { key: Buffer; hits: number; resets_at: Date }[];
    // Per key: the count before this statement's checks, and when its window ends.
    const counters = new Map<string, { taken: number; resetsAt: number }>();
    for (const row of rows) {
      const hex = row.key.toString('hex');
      counters.set(hex, { taken: row.hits - hits.get(hex)!, resetsAt: row.resets_at.getTime() });
    }
    return checks.map((check) => {
      let waitMs = 0;
      for (const [key, limit] of check.limits) {
        const counter = counters.get(key)!;
        counter.taken += 1;
        if (counter.taken > limit) waitMs = Math.max(waitMs, counter.resetsAt - check.now, 1);
      }
      return decisionForWait(waitMs);
    });
  }

  /**
   * Sign-in failures with growing waits (see RateLimitService): refuses while any key waits (or,
   * past its free failures, has an attempt in flight); otherwise counts the attempt as pending on
   * every key until `finish`.
   */
  async begin(keys: BackoffKey[], now: number): Promise<RateLimitDecision> {
    const rows = (await this.db.query(
      'rate-limit-sign-in-begin',
      `SELECT sign_in_backoff_begin($1::text[]::bytea[], $2::int[], $3, $4::interval) AS wait_ms`,
      [
        keys.map(({ key }) => `\\x${storedKey(key).toString('hex')}`),
        keys.map(({ freeFailures }) => freeFailures),
        new Date(now),
        interval(ATTEMPT_TIMEOUT_MS),
      ],
    )) as { wait_ms: number }[];
    return decisionForWait(Number(rows[0]!.wait_ms));
  }

  /**
   * Ends an attempt begun with the same keys. A failure counts for every key, and a key past its
   * free failures starts a (longer) wait: first * 2^(n-1), at most max; success forgets the keys
   * listed in `forget`.
   */
  async finish(
    keys: BackoffKey[],
    outcome: AttemptOutcome,
    forget: string[],
    options: BackoffOptions,
    now: number,
  ): Promise<void> {
    await this.db.query(
      'rate-limit-sign-in-finish',
      `SELECT sign_in_backoff_finish($1::text[]::bytea[], $2::int[], $3::boolean[], $4, $5, $6::interval, $7::interval, $8::interval)`,
      [
        keys.map(({ key }) => `\\x${storedKey(key).toString('hex')}`),
        keys.map(({ freeFailures }) => freeFailures),
        keys.map(({ key }) => forget.includes(key)),
        outcome,
        new Date(now),
        interval(options.firstDelayMs),
        interval(options.maxDelayMs),
        interval(options.forgetAfterMs),
      ],
    );
  }

  /**
   * Remembers one wrong password for an account from an IP (stored as the key's sha256) until
   * `forgetAfterMs` from now: the distributed-guessing rule counts them (accountFailures).
   */
  async recordAccountFailure(userId: number, ip: string, forgetAfterMs: number, now: number): Promise<void> {
    await this.db.query(
      'rate-limit-account-failure',
      `INSERT INTO sign_in_account_failures (user_id, ip_key, failed_at, forget_at) VALUES ($1, $2, $3, $4)`,
      [userId, storedKey(`ip:${ip}`), new Date(now), new Date(now + forgetAfterMs)],
    );
  }

  /** The account's remembered wrong passwords and from how many distinct IPs they came. */
  async accountFailures(userId: number, now: number): Promise<{ failures: number; ips: number }> {
    const rows = (await this.db.query(
      'rate-limit-account-failures',
      `SELECT count(*)::int AS failures, count(DISTINCT ip_key)::int AS ips
         FROM sign_in_account_failures WHERE user_id = $1 AND forget_at > $2`,
      [userId, new Date(now)],
    )) as { failures: number; ips: number }[];
    return { failures: rows[0]!.failures, ips: rows[0]!.ips };
  }

  /**
   * Deletes the windows that ended, the sign-in records that are over (no attempt in flight,
   * no wait, forgotten) and the accounts' forgotten wrong passwords: housekeeping, one
   * statement. Answers how many rows went.
   */
  async purgeExpired(now: number): Promise<{ windows: number; signIn: number; accountFailures: number }> {
    const rows = (await this.db.query(
      'rate-limit-purge',
      `WITH windows AS (DELETE FROM rate_limit_windows WHERE resets_at <= $1 RETURNING 1),
            sign_in AS (
              DELETE FROM sign_in_backoff
               WHERE forget_at <= $1 AND wait_until <= $1 AND (pending = 0 OR pending_until <= $1)
              RETURNING 1),
            account AS (DELETE FROM sign_in_account_failures WHERE forget_at <= $1 RETURNING 1)
       SELECT (SELECT count(*) FROM windows)::int AS windows, (SELECT count(*) FROM sign_in)::int AS sign_in,
              (SELECT count(*) FROM account)::int AS account`,
      [new Date(now)],
    )) as { windows: number; sign_in: number; account: number }[];
    return { windows: rows[0]!.windows, signIn: rows[0]!.sign_in, accountFailures: rows[0]!.account };
  }
}
