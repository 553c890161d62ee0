/**
 * The cost of a rate-limit check held in PostgreSQL: p50/p95/p99 of the requests that
 * check a limit, against a request that checks none (GET /api/csrf-token) in the same run, and
 * the store's statement alone against a `SELECT 1` round trip on the same pool. Its own API on
 * 3560 / embedded PostgreSQL 5748. RATE_LIMITS_BENCH_API_MAIN runs another build's main.js (e.g.
 * one from before the limits moved to PostgreSQL) for a before/after comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseUrl, printTable, REPO_ROOT, startAndWait } from './support/app.js';
import { percentile } from './support/load.js';

const PORT = Number(process.env.RATE_LIMITS_BENCH_PORT ?? 3560);
const PG_PORT = Number(process.env.RATE_LIMITS_BENCH_PG_PORT ?? 5748);
const REQUESTS = Number(process.env.RATE_LIMITS_BENCH_REQUESTS ?? 400);
const WARM_UP = 30;
const API_MAIN = process.env.RATE_LIMITS_BENCH_API_MAIN ?? path.join(REPO_ROOT, 'services/api/dist/main.js');
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface Store {
  consume(keys: { key: string; limit: number }[], windowSeconds: number, now: number): Promise<unknown>;
}

async function timings(run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run(-1 - i);
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await run(i);
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

const row = (name: string, sorted: number[], checks: string) => ({
  case: name,
  'limit checks': checks,
  'p50 ms': percentile(sorted, 50),
  'p95 ms': percentile(sorted, 95),
  'p99 ms': percentile(sorted, 99),
});

export async function benchRateLimits(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-limits-'));
  const api = await startAndWait(process.execPath, [API_MAIN], `${ORIGIN}/api/health`, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_EMAIL: '1000000',
    RATE_LIMIT_PER_IP: '1000000',
    SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '1000000',
    SIGNIN_FAILURES_PER_IP: '1000000',
  });
  const pool = new pg.Pool({ connectionString: embeddedDatabaseUrl(dataDir, PG_PORT), max: 1 });
  try {
    const csrfResponse = await fetch(`${ORIGIN}/api/csrf-token`);
    const { token } = (await csrfResponse.json()) as { token: string };
    const cookie = csrfResponse.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const expect = (status: number, wanted: number, what: string) => {
      if (status !== wanted) throw new Error(`${what} answered ${status}, not ${wanted}`);
    };

    const rows = [
      row(
        'GET /api/csrf-token (baseline)',
        await timings(async () => {
          await (await fetch(`${ORIGIN}/api/csrf-token`)).arrayBuffer();
        }),
        'none',
      ),
      row(
        'POST request-magic-link (unknown address)',
        await timings(async (i) =>
          expect(
            await post('/api/user/account/request-magic-link', { email: `bench-${i}@limits.test` }),
            200,
            'magic link',
          ),
        ),
        '1 window (IP + address)',
      ),
      row(
        'POST signin, wrong password (unknown address)',
        await timings(async (i) =>
          expect(
            await post('/api/user/account/signin', {
              email: `bench-${i}@limits.test`,
              password: 'wrong-guess',
            }),
            401,
            'sign-in',
          ),
        ),
        'begin + finish',
      ),
    ];

    // The statement alone, when this build has the PostgreSQL store.
    const storeModule = path.join(path.dirname(API_MAIN), 'infrastructure/http/rate-limiter.js');
    const { RateLimitStore } = (await import(storeModule)) as { RateLimitStore?: new (db: unknown) => Store };
    if (RateLimitStore) {
      const store = new RateLimitStore({
        query: async (name: string, text: string, values: unknown[]) =>
          (await pool.query({ name, text, values })).rows,
      });
      rows.push(
        row(
          'SELECT 1 on one pooled connection (baseline)',
          await timings(async () => {
            await pool.query('SELECT 1');
          }),
          'none',
        ),
        row(
          'RateLimitStore.consume, 2 keys',
          await timings(async (i) => {
            await store.consume(
              [
                { key: `bench:ip:${i % 50}`, limit: 1_000_000 },
                { key: `bench:email:${i}`, limit: 1_000_000 },
              ],
              900,
              Date.now(),
            );
          }),
          '1 window (2 keys)',
        ),
      );
    }
    printTable(
      `Rate-limit checks: ${REQUESTS} requests one at a time after ${WARM_UP} warm-ups (${API_MAIN})`,
      rows,
    );
  } finally {
    await pool.end();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRateLimits();
