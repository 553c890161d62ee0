/**
 * The directory search at a million social accounts:
 * - Seeds BENCH_DIRECTORY_ACCOUNTS (default 1,000,000) accounts with `seed --accounts` and prints
 *   the seed time (target ≤ 3 minutes).
 * - Runs 30 filter combinations drawn like real use (common, narrow, keyword and tag, every sort
 *   column in both orders) through HTTP: page 1 of each, and page 10 (followed by cursors) of a
 *   subset; prints p50/p95/p99 per group. Targets: page 1 p95 ≤ 50 ms and p99 ≤ 150 ms; page 10
 *   within 1.5× of page 1.
 * - In the same run, the same queries against a second API process on the same database whose
 *   directory index scans every account of the platform for every search instead of walking its
 *   sorted runs (DIRECTORY_STRATEGY=scan): the baseline without the index.
 * - Prints how long each API took to load its index (the first search after the seed), and how
 *   the index answered the slowest page-1 query (its Server-Timing: strategy, accounts examined,
 *   time in the index) with the EXPLAIN (ANALYZE, BUFFERS) of the page's row read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIRECTORY_SORTS, type DirectoryQuery, type DirectoryResponse } from '@tpp/contracts';
import pg from 'pg';
import {
  embeddedDatabaseUrl,
  REPO_ROOT,
  printTable,
  seedDirectory,
  startAndWait,
  startApi,
} from './support/app.js';
import { BenchClient } from './support/client.js';
import { percentile } from './support/load.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASELINE_PORT = PORT + 1;
const ACCOUNTS = Number(process.env.BENCH_DIRECTORY_ACCOUNTS ?? 1_000_000);
/** Timed repetitions per query (after one warm-up): indexed API, then the baseline. */
const REPS = Number(process.env.BENCH_DIRECTORY_REPS ?? 7);
const BASELINE_REPS = Number(process.env.BENCH_DIRECTORY_BASELINE_REPS ?? 2);
const TARGET_SEED_S = 180;
const TARGET_P95_MS = 50;
const TARGET_P99_MS = 150;
const TARGET_DEEP_RATIO = 1.5;

interface Case {
  group: 'common' | 'narrow' | 'keyword' | 'sort';
  query: DirectoryQuery;
  /** Also time page 10, reached through next_cursor. */
  deep?: boolean;
}

function cases(demoTag: string): Case[] {
  const list: Case[] = [
    { group: 'common', query: {}, deep: true },
    { group: 'common', query: { followers_min: 10_000, followers_max: 100_000 }, deep: true },
    { group: 'common', query: { platform: 'tiktok', followers_min: 100_000, followers_max: 1_000_000 } },
    { group: 'common', query: { followers_min: 50_000, engagement_rate_min: 3 }, deep: true },
    {
      group: 'common',
      query: { platform: 'youtube', followers_min: 25_000, followers_max: 250_000, engagement_rate_min: 2 },
    },
    {
      group: 'common',
      query: { followers_min: 10_000, us_audience_share_min: 50, avg_reels_plays_min: 10_000 },
    },
    {
      group: 'narrow',
      query: {
        audience_age_min: 45,
        audience_age_max: 64,
        min_age_share: 30,
        target_gender: 'male',
        target_min_gender_share: 70,
      },
      deep: true,
    },
    { group: 'narrow', query: { age_minimum: 55, us_audience_share_min: 60 } },
    {
      group: 'narrow',
      query: {
        platform: 'tiktok',
        gender: 'female',
        age_minimum: 18,
        age_maximum: 24,
        target_gender: 'female',
      },
    },
    {
      group: 'narrow',
      query: { platform: 'tiktok', audience_age_min: 13, audience_age_max: 17, min_age_share: 20 },
    },
    { group: 'narrow', query: { followers_min: 3_000_000, engagement_rate_min: 5 } },
    { group: 'narrow', query: { platform: 'youtube', gender: 'male', age_minimum: 45 } },
    { group: 'keyword', query: { tags: 'fitness' }, deep: true },
    { group: 'keyword', query: { tags: 'skateboarder, austin' } },
    { group: 'keyword', query: { tags: 'tech', followers_min: 100_000 } },
    { group: 'keyword', query: { tags: demoTag } },
    { group: 'keyword', query: { name_search: 'fitzgerald' } },
    { group: 'keyword', query: { name_search: 'owen kim' } },
  ];
  for (const sort of DIRECTORY_SORTS)
    for (const order of ['desc', 'asc'] as const)
      list.push({
        group: 'sort',
        query: {
          sort,
          order,
          followers_min: 10_000,
          ...(sort === 'audience_age_share' ? { audience_age_min: 25, audience_age_max: 34 } : {}),
        },
        deep: sort === 'engagement_rate' && order === 'asc',
      });
  return list;
}

const queryString = (query: DirectoryQuery) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

const label = (query: DirectoryQuery) => queryString(query) || '(defaults)';

async function timed(client: BenchClient, query: DirectoryQuery): Promise<[number, DirectoryResponse]> {
  const started = performance.now();
  const answer = (await client.request(
    'GET',
    `/api/directory/social-accounts?${queryString(query)}`,
  )) as DirectoryResponse;
  return [performance.now() - started, answer];
}

/** Page 10 through the cursors: pages 1-9 untimed, then page 10 timed (null: fewer pages). */
async function timedPage10(client: BenchClient, query: DirectoryQuery): Promise<number | null> {
  let cursor: string | null = null;
  for (let page = 1; page < 10; page += 1) {
    const [, answer] = await timed(client, { ...query, page, ...(cursor ? { cursor } : {}) });
    cursor = answer.next_cursor;
    if (!cursor) return null;
  }
  return (await timed(client, { ...query, page: 10, cursor: cursor! }))[0];
}

/** The Server-Timing of each query's last timed call on the indexed API (how the index answered). */
const indexTimings = new Map<DirectoryQuery, string>();

interface Measured {
  /** The first call of each query (its keyword look-ups not cached yet), not in the percentiles. */
  first: Map<Case, number>;
  page1: Map<Case, number[]>;
  page10: Map<Case, number[]>;
}

async function measure(
  client: BenchClient,
  list: Case[],
  reps: number,
  timings?: Map<DirectoryQuery, string>,
): Promise<Measured> {
  const first = new Map<Case, number>();
  const page1 = new Map<Case, number[]>();
  const page10 = new Map<Case, number[]>();
  for (const item of list) {
    first.set(item, (await timed(client, item.query))[0]);
    const times: number[] = [];
    for (let rep = 0; rep < reps; rep += 1) times.push((await timed(client, item.query))[0]);
    page1.set(item, times);
    timings?.set(item.query, client.lastHeaders.get('server-timing') ?? '');
  }
  for (const item of list.filter((entry) => entry.deep)) {
    const times: number[] = [];
    for (let rep = 0; rep < Math.max(1, Math.ceil(reps / 2)); rep += 1) {
      const time = await timedPage10(client, item.query);
      if (time !== null) times.push(time);
    }
    if (times.length > 0) page10.set(item, times);
  }
  return { first, page1, page10 };
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

function groupRows(indexed: Measured, baseline: Measured): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  const groups = [...new Set([...indexed.page1.keys()].map((item) => item.group))];
  const add = (name: string, fast: number[], slow: number[]) => {
    const a = stats(fast);
    const b = stats(slow);
    rows.push({
      group: name,
      requests: a.n,
      'p50 ms': a.p50,
      'p95 ms': a.p95,
      'p99 ms': a.p99,
      'seq p50 ms': b.p50,
      'seq p95 ms': b.p95,
      'seq p99 ms': b.p99,
      'x faster (p50)': (b.p50 / a.p50).toFixed(1),
    });
  };
  const pick = (measured: Map<Case, number[]>, filter: (item: Case) => boolean) =>
    [...measured].filter(([item]) => filter(item)).flatMap(([, times]) => times);
  for (const group of groups)
    add(
      `page 1, ${group}`,
      pick(indexed.page1, (item) => item.group === group),
      pick(baseline.page1, (item) => item.group === group),
    );
  add(
    'page 1, all',
    pick(indexed.page1, () => true),
    pick(baseline.page1, () => true),
  );
  add(
    'page 1, the page-10 queries',
    pick(indexed.page1, (item) => Boolean(item.deep)),
    pick(baseline.page1, (item) => Boolean(item.deep)),
  );
  add(
    'page 10 (cursors)',
    pick(indexed.page10, () => true),
    pick(baseline.page10, () => true),
  );
  return rows;
}

export async function benchDirectory(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-directory-'));
  const baselineDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-directory-seq-'));
  const api = await startApi(PORT, dataDir, PG_PORT);
  let baselineApi: Awaited<ReturnType<typeof startAndWait>> | null = null;
  const databaseUrl = embeddedDatabaseUrl(dataDir, PG_PORT);
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    const seedStarted = performance.now();
    seedDirectory(dataDir, PG_PORT, ACCOUNTS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await db.connect();
    const counts = (
      await db.query<{ accounts: string; creators: string }>(
        `SELECT (SELECT count(*) FROM social_accounts) AS accounts, (SELECT count(*) FROM influencers) AS creators`,
      )
    ).rows[0]!;
    printTable('Seed', [
      {
        accounts: Number(counts.accounts).toLocaleString('en-US'),
        creators: Number(counts.creators).toLocaleString('en-US'),
        'seed s': seedSeconds.toFixed(1),
        'target s': TARGET_SEED_S,
        met: seedSeconds <= TARGET_SEED_S ? 'yes' : 'no',
      },
    ]);
    const demoTag =
      (
        await db.query<{ tag: string }>(
          `SELECT tag FROM team_influencers, unnest(tags) tag WHERE team_id = 1 GROUP BY tag ORDER BY count(*) DESC LIMIT 1`,
        )
      ).rows[0]?.tag ?? 'Fitness';
    const list = cases(demoTag);

    baselineApi = await startAndWait(
      process.execPath,
      [path.join(REPO_ROOT, 'services/api/dist/main.js')],
      `http://127.0.0.1:${BASELINE_PORT}/api/health`,
      {
        PORT: String(BASELINE_PORT),
        DATA_DIR: baselineDir,
        DATABASE_URL: databaseUrl,
        DIRECTORY_STRATEGY: 'scan',
      },
    );
    const client = await BenchClient.signIn(`http://127.0.0.1:${PORT}`, DEMO.email, DEMO.password);
    const baselineClient = await BenchClient.signIn(
      `http://127.0.0.1:${BASELINE_PORT}`,
      DEMO.email,
      DEMO.password,
    );
    // The first search of each API loads its index (the indexed API started before the seed, so
    // it reads the whole directory again; the baseline API loads it at start).
    const loads = [];
    for (const [name, each] of [
      ['indexed', client],
      ['baseline (scan)', baselineClient],
    ] as const)
      loads.push({ api: name, 'first search (index load) ms': (await timed(each, {}))[0].toFixed(0) });
    printTable('Index load', loads);
    const indexed = await measure(client, list, REPS, indexTimings);
    const baseline = await measure(baselineClient, list, BASELINE_REPS);

    printTable(
      `Directory search at ${Number(counts.accounts).toLocaleString('en-US')} accounts, ms through HTTP (pages of 300; seq = every account scanned)`,
      groupRows(indexed, baseline),
    );
    printTable(
      'Per query (page 1 p50 / max ms; page 10 p50 ms)',
      list.map((item) => {
        const fast = stats(indexed.page1.get(item)!);
        const slow = stats(baseline.page1.get(item)!);
        return {
          group: item.group,
          query: label(item.query),
          'p50 ms': fast.p50,
          'max ms': Math.max(...indexed.page1.get(item)!).toFixed(1),
          'first call ms': indexed.first.get(item)!.toFixed(1),
          'page 10 p50 ms': indexed.page10.has(item) ? stats(indexed.page10.get(item)!).p50 : '',
          'seq p50 ms': slow.p50,
          'index (Server-Timing)': (indexTimings.get(item.query) ?? '').replace(
            /^directory;dur=([\d.]+);desc="(.*)"$/,
            '$1 ms, $2',
          ),
        };
      }),
    );
    const page1 = stats([...indexed.page1.values()].flat());
    const deepRatio =
      stats([...indexed.page10.values()].flat()).p50 /
      stats([...indexed.page10.keys()].flatMap((item) => indexed.page1.get(item)!)).p50;
    printTable('Targets', [
      {
        target: `page 1 p95 ≤ ${TARGET_P95_MS} ms`,
        measured: page1.p95,
        met: page1.p95 <= TARGET_P95_MS ? 'yes' : 'no',
      },
      {
        target: `page 1 p99 ≤ ${TARGET_P99_MS} ms`,
        measured: page1.p99,
        met: page1.p99 <= TARGET_P99_MS ? 'yes' : 'no',
      },
      {
        target: `page 10 ≤ ${TARGET_DEEP_RATIO}x page 1 (p50 of the same queries)`,
        measured: `${deepRatio.toFixed(2)}x`,
        met: deepRatio <= TARGET_DEEP_RATIO ? 'yes' : 'no',
      },
      {
        target: `seed ≤ ${TARGET_SEED_S} s`,
        measured: seedSeconds.toFixed(1),
        met: seedSeconds <= TARGET_SEED_S ? 'yes' : 'no',
      },
    ]);

    // The slowest page-1 query: how the index answered it, and the plan of the page's row read.
    const slowest = list.reduce((worst, item) =>
      stats(indexed.page1.get(item)!).p99 > stats(indexed.page1.get(worst)!).p99 ? item : worst,
    );
    const [, answer] = await timed(client, slowest.query);
    console.log(`\nThe slowest page-1 query: ${label(slowest.query)}`);
    console.log(`Server-Timing: ${client.lastHeaders.get('server-timing')}`);
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS)
       SELECT sa.id, i.fullname, ti.tags FROM unnest($1::integer[]) WITH ORDINALITY AS page(id, position)
         JOIN social_accounts sa ON sa.id = page.id JOIN influencers i ON i.id = sa.influencer_id
         LEFT JOIN team_influencers ti ON ti.team_id = 1 AND ti.influencer_id = sa.influencer_id
        ORDER BY page.position`,
      [answer.accounts.map((account) => account.id)],
    );
    console.log(`EXPLAIN (ANALYZE, BUFFERS) of its row read (${answer.accounts.length} rows):`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  } finally {
    await db.end().catch(() => undefined);
    await baselineApi?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDirectory();
