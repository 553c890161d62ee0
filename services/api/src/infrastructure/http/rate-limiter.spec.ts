import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { QueryRunner } from 'typeorm';
import { ensureDatabase } from '../database/embedded-postgres.js';
import { RateLimits1764001816000 } from '../database/migrations/1764001816000-rate-limits.js';
import { SIGN_IN_ACCOUNT_FAILURES_TABLE } from '../database/migrations/1764002200000-second-factor.js';
import {
  ATTEMPT_TIMEOUT_MS,
  decisionForWait,
  RateLimitStore,
  storedKey,
  type BackoffKey,
  type RateLimitDb,
} from './rate-limiter.js';

/** The store's SQL on a real PostgreSQL: a fresh database with only the rate-limit tables. */
let pool: pg.Pool;
const stores: RateLimitStore[] = [];
const queryable = (): RateLimitDb => ({
  query: async (name, text, values) => (await pool.query({ name, text, values })).rows,
});
/** A store of its own, as each API process has: every one shares the database's counters. */
const newStore = () => {
  const store = new RateLimitStore(queryable());
  stores.push(store);
  return store;
};
/** Keys unique to one test, so tests never see each other's counters. */
const scope = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  const serverUrl = process.env.TPP_TEST_PG_URL!;
  const database = `tpp_limits_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(serverUrl, database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 8 });
  await new RateLimits1764001816000().up({
    query: (sql: string) => pool.query(sql),
  } as unknown as QueryRunner);
  for (const statement of SIGN_IN_ACCOUNT_FAILURES_TABLE) await pool.query(statement);
});
afterAll(async () => {
  await pool.end();
});

describe('decisionForWait', () => {
  it('allows at no wait and rounds any wait up to whole seconds, at least one', () => {
    expect(decisionForWait(0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(decisionForWait(1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decisionForWait(29_001)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('RateLimitStore windows', () => {
  it('allows up to the limit in a window, then refuses with the wait until the window ends', async () => {
    const store = newStore();
    const key = `email:a:${scope()}`;
    let now = 1_000_000;
    const attempt = () => store.consume([{ key, limit: 3 }], 60, now);
    for (let i = 0; i < 3; i++) expect((await attempt()).allowed).toBe(true);
    now += 10_000;
    expect(await attempt()).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_000;
    expect((await attempt()).allowed).toBe(true);
  });

  it('refuses when any of the keys is over its limit', async () => {
    const store = newStore();
    const s = scope();
    await store.consume([{ key: `ip:1:${s}`, limit: 1 }], 60, 0);
    const decision = await store.consume(
      [
        { key: `email:b:${s}`, limit: 10 },
        { key: `ip:1:${s}`, limit: 1 },
      ],
      60,
      0,
    );
    expect(decision.allowed).toBe(false);
    expect((await store.consume([{ key: `email:c:${s}`, limit: 10 }], 60, 0)).allowed).toBe(true);
  });

  it('shares the counts between stores on other connections (two API processes)', async () => {
    const [a, b] = [newStore(), newStore()];
    const key = `magic-link:email:${scope()}`;
    expect((await a.consume([{ key, limit: 2 }], 600, 0)).allowed).toBe(true);
    expect((await b.consume([{ key, limit: 2 }], 600, 1_000)).allowed).toBe(true);
    expect(await a.consume([{ key, limit: 2 }], 600, 2_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 598,
    });
  });

  it('lets exactly `limit` of many parallel attempts through', async () => {
    const [a, b] = [newStore(), newStore()];
    const key = `analytics-event:ip:${scope()}`;
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).consume([{ key, limit: 7 }], 60, 5_000)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
  });

  it('counts checks that arrive together in one statement, first come first served', async () => {
    let statements = 0;
    const store = new RateLimitStore({
      query: async (name, text, values) => {
        statements += 1;
        return (await pool.query({ name, text, values })).rows;
      },
    });
    const s = scope();
    const shared = { key: `analytics-event:ip:${s}`, limit: 5 };
    // Ten checks of one IP and one of another, all at once: one statement for the first, one for the rest.
    const decisions = await Promise.all([
      ...Array.from({ length: 10 }, () => store.consume([shared], 60, 0)),
      store.consume([{ key: `analytics-event:ip:other-${s}`, limit: 5 }], 60, 0),
    ]);
    expect(statements).toBe(2);
    expect(decisions.map((d) => d.allowed)).toEqual([...Array(5).fill(true), ...Array(5).fill(false), true]);
    expect(decisions[9]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Refused checks counted too, as one at a time would: the window holds 10.
    expect(await store.consume([{ ...shared, limit: 10 }], 60, 1_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
  });

  it('keeps the keys as sha256 digests, never the address in clear', async () => {
    const email = `someone-${scope()}@agency.test`;
    await newStore().consume([{ key: `magic-link:email:${email}`, limit: 1 }], 60, 0);
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM rate_limit_windows WHERE position($1 in key) > 0`,
      [Buffer.from(email)],
    );
    expect(rows[0].n).toBe(0);
    const { rows: sized } = await pool.query(`SELECT DISTINCT length(key) AS n FROM rate_limit_windows`);
    expect(sized).toEqual([{ n: 32 }]);
  });
});

describe('RateLimitStore sign-in backoff', () => {
  const options = { firstDelayMs: 30_000, maxDelayMs: 900_000, forgetAfterMs: 900_000 };

  function setUp() {
    let now = 0;
    const store = newStore();
    const pair: BackoffKey = { key: `pair:${scope()}`, freeFailures: 2 };
    const begin = (keys = [pair]) => store.begin(keys, now);
    const finish = (
      keys: BackoffKey[],
      outcome: 'failed' | 'succeeded' | 'abandoned',
      forget: string[] = [],
    ) => store.finish(keys, outcome, forget, options, now);
    const fail = async (keys = [pair]) => {
      expect((await begin(keys)).allowed).toBe(true);
      await finish(keys, 'failed');
    };
    return { store, pair, begin, finish, fail, advance: (ms: number) => (now += ms), now: () => now };
  }

  it('lets the free failures pass, then doubles the wait with each further failure up to the cap', async () => {
    const { pair, begin, finish, fail, advance } = setUp();
    await fail();
    await fail();
    expect((await begin()).allowed).toBe(true);
    await finish([pair], 'failed');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await begin();
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfterSeconds);
      advance(refused.retryAfterSeconds * 1000);
      await fail();
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('refuses only the keys that failed, and a pair of keys when either one waits', async () => {
    const { pair, begin, fail } = setUp();
    for (let i = 0; i < 3; i++) await fail();
    expect((await begin()).allowed).toBe(false);
    const other = { key: `other:${scope()}`, freeFailures: 2 };
    expect((await begin([other])).allowed).toBe(true);
    expect((await begin([other, pair])).allowed).toBe(false);
  });

  it('forgets the failures of a key on success, and all of them a window after the last wait', async () => {
    const { pair, begin, finish, fail, advance } = setUp();
    await fail();
    await fail();
    expect((await begin()).allowed).toBe(true);
    await finish([pair], 'succeeded', [pair.key]);
    await fail();
    await fail();
    expect((await begin()).allowed).toBe(true);
    await finish([pair], 'failed');
    advance(30_000 + 900_000);
    expect((await begin()).allowed).toBe(true);
    await finish([pair], 'failed');
    // Forgotten: this was the first failure again, so no wait.
    expect((await begin()).allowed).toBe(true);
  });

  it('past the free failures, allows one attempt at a time so a parallel burst cannot slip through', async () => {
    const { pair, begin, finish, fail } = setUp();
    await fail();
    await fail();
    expect((await begin()).allowed).toBe(true);
    expect(await begin()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await finish([pair], 'abandoned');
    expect((await begin()).allowed).toBe(true);
  });

  it('lets one of a parallel burst through from two stores once the free failures are used', async () => {
    const { pair, fail, now } = setUp();
    const [a, b] = [newStore(), newStore()];
    await fail();
    await fail();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).begin([pair], now())),
    );
    expect(burst.filter((d) => d.allowed)).toHaveLength(1);
  });

  it('drops an attempt its process never finished once ATTEMPT_TIMEOUT_MS passed', async () => {
    const { begin, fail, advance } = setUp();
    await fail();
    await fail();
    expect((await begin()).allowed).toBe(true); // the process dies here: no finish
    advance(ATTEMPT_TIMEOUT_MS - 1);
    expect((await begin()).allowed).toBe(false);
    advance(1);
    expect((await begin()).allowed).toBe(true);
  });

  it('purges ended windows and forgotten sign-in records, and keeps the live ones', async () => {
    const store = newStore();
    const s = scope();
    const base = 10_000_000_000;
    await store.consume([{ key: `old:${s}`, limit: 5 }], 60, base);
    await store.consume([{ key: `live:${s}`, limit: 5 }], 600, base);
    const waiting = { key: `waiting:${s}`, freeFailures: 0 };
    const forgotten = { key: `forgotten:${s}`, freeFailures: 5 };
    for (const key of [waiting, forgotten]) {
      await store.begin([key], base);
      await store.finish([key], 'failed', [], { ...options, forgetAfterMs: 60_000 }, base);
    }
    const held = async (table: string, key: string) =>
      (await pool.query(`SELECT 1 FROM ${table} WHERE key = $1`, [storedKey(key)])).rowCount === 1;
    // At base + 61 s: the 60 s window ended and the free failure was forgotten; the 30 s wait of
    // `waiting` is over too, but it is remembered for 60 s after the wait.
    const purged = await store.purgeExpired(base + 61_000);
    expect(purged.windows).toBeGreaterThanOrEqual(1);
    expect(purged.signIn).toBeGreaterThanOrEqual(1);
    expect(await held('rate_limit_windows', `old:${s}`)).toBe(false);
    expect(await held('rate_limit_windows', `live:${s}`)).toBe(true);
    expect(await held('sign_in_backoff', forgotten.key)).toBe(false);
    expect(await held('sign_in_backoff', waiting.key)).toBe(true);
    // The live window still counts: four more pass, the fifth after the first is refused.
    for (let i = 0; i < 4; i++)
      expect((await store.consume([{ key: `live:${s}`, limit: 5 }], 600, base + 61_000)).allowed).toBe(true);
    expect((await store.consume([{ key: `live:${s}`, limit: 5 }], 600, base + 61_000)).allowed).toBe(false);
    // `waiting` is still remembered: its next failure waits twice as long.
    expect((await store.begin([waiting], base + 61_000)).allowed).toBe(true);
    await store.finish([waiting], 'failed', [], { ...options, forgetAfterMs: 60_000 }, base + 61_000);
    expect(await store.begin([waiting], base + 61_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
