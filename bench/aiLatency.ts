/**
 * The AI helpers' latency, default engine (no hosted model configured):
 * - Roster (BENCH_AI_ROSTER, default 500 creators): the demo agency's roster topped up with the seed
 *   CLI (generated creators with posts on team 1), the API restarted for a cold roster cache, then
 *   POST /api/sheet-helper (the briefs of bench/ai/briefs.json in turn), POST
 *   /api/special-note-helper (the briefs over the roster's creators in turn) and POST
 *   /api/tag-helper (the labelled descriptions in turn), BENCH_AI_REQUESTS (default 120) each,
 *   one at a time: p50/p95/p99. The answer cache is bypassed: every request's description ends
 *   with its own "Campaign code <letters>." (letters, so that no number is read as a constraint).
 *   Target p95 ≤ 300 ms. Baseline in the same run: GET /api/user/influencers (80 a page) of that
 *   roster.
 * - AI search (BENCH_AI_ACCOUNTS, default 1,000,000 social accounts seeded with `seed --accounts`
 *   as bench/directory.ts does): POST /api/advanced-filters-ai (limit 200, talent_sheet true) with
 *   every filter set × brief, BENCH_AI_SEARCH_REPS (default 3) times each after one warm-up: p50,
 *   p95, p99 (target ≤ 1 s). Baseline in the same run: GET /api/directory/social-accounts with the
 *   same filters (talent_sheet true).
 * BENCH_AI_LATENCY_PARTS=roster,search chooses the parts. Ports: API 3550 and 3551, PostgreSQL
 * 5745 and 5746.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DirectoryQuery } from '@tpp/contracts';
import pg from 'pg';
import { AI_API_ENV, loadJson, markdownTable, type Brief, type LabelledDescription } from './aiEval.js';
import {
  embeddedDatabaseUrl,
  seedDirectory,
  startApi,
  topUpRoster,
  type RunningProcess,
} from './support/app.js';
import { BenchClient } from './support/client.js';
import { percentile } from './support/load.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const ROSTER_PORT = Number(process.env.BENCH_AI_PORT ?? 3550);
const ROSTER_PG_PORT = Number(process.env.BENCH_AI_PG_PORT ?? 5745);
const SEARCH_PORT = ROSTER_PORT + 1;
const SEARCH_PG_PORT = ROSTER_PG_PORT + 1;
const ROSTER = Number(process.env.BENCH_AI_ROSTER ?? 500);
const REQUESTS = Number(process.env.BENCH_AI_REQUESTS ?? 120);
const ACCOUNTS = Number(process.env.BENCH_AI_ACCOUNTS ?? 1_000_000);
const SEARCH_REPS = Number(process.env.BENCH_AI_SEARCH_REPS ?? 3);
const TARGET_HELPER_P95_MS = 300;
const TARGET_SEARCH_MS = 1000;
const PARTS = new Set(
  (process.env.BENCH_AI_LATENCY_PARTS ?? 'roster,search').split(',').map((p) => p.trim()),
);
const API_ENV = AI_API_ENV;

/** A code of letters only for request n ("Campaign code bqd."): no digits for the engine to read. */
function campaignCode(n: number): string {
  let code = '';
  let rest = n + 26 * 27;
  while (rest > 0) {
    code = String.fromCharCode(97 + (rest % 26)) + code;
    rest = Math.floor(rest / 26);
  }
  return ` Campaign code ${code}.`;
}

interface Timings {
  times: number[];
  errors: Map<string, number>;
}

async function timed(timings: Timings, call: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  try {
    await call();
    timings.times.push(performance.now() - started);
  } catch (error) {
    const status = /: (\d{3}) /.exec(String(error))?.[1] ?? 'error';
    timings.errors.set(status, (timings.errors.get(status) ?? 0) + 1);
  }
}

const newTimings = (): Timings => ({ times: [], errors: new Map() });

const ms = (sorted: number[], p: number) => (sorted.length ? percentile(sorted, p) : 'n/a');

function row(name: string, timings: Timings, target: number | null): Record<string, string | number> {
  const sorted = [...timings.times].sort((a, b) => a - b);
  const p95 = ms(sorted, 95);
  return {
    call: name,
    requests: sorted.length,
    'p50 ms': ms(sorted, 50),
    'p95 ms': p95,
    'p99 ms': ms(sorted, 99),
    'max ms': sorted.length ? sorted.at(-1)!.toFixed(1) : 'n/a',
    errors: [...timings.errors].map(([status, count]) => `${count}× ${status}`).join(', ') || 0,
    target: target === null ? 'baseline' : `p95 ≤ ${target} ms`,
    met:
      target === null
        ? ''
        : timings.errors.size === 0 && typeof p95 === 'number' && p95 <= target
          ? 'yes'
          : 'no',
  };
}

async function rosterPart(briefs: Brief[], descriptions: LabelledDescription[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-ai-roster-'));
  let api: RunningProcess | null = await startApi(ROSTER_PORT, dataDir, ROSTER_PG_PORT, API_ENV);
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir, ROSTER_PG_PORT) });
  try {
    await topUpRoster(ROSTER_PORT, dataDir, ROSTER_PG_PORT, ROSTER);
    await api.stop();
    api = await startApi(ROSTER_PORT, dataDir, ROSTER_PG_PORT, API_ENV);
    await db.connect();
    const { rows } = await db.query<{ influencer_id: number }>(
      `SELECT ti.influencer_id FROM team_influencers ti JOIN users u ON u.primary_team_id = ti.team_id
        WHERE u.email = $1 ORDER BY ti.influencer_id`,
      [DEMO.email],
    );
    const ids = rows.map((entry) => entry.influencer_id);
    const client = await BenchClient.signIn(`http://127.0.0.1:${ROSTER_PORT}`, DEMO.email, DEMO.password);

    // The first call of each (the roster read into the engine's cache), apart.
    const first = { sheet: newTimings(), note: newTimings(), tags: newTimings() };
    await timed(first.sheet, () =>
      client.request('POST', '/api/sheet-helper', {
        description: briefs[0]!.description + campaignCode(1_000_000),
        included_influencers: [],
      }),
    );
    await timed(first.note, () =>
      client.request('POST', '/api/special-note-helper', {
        influencer_id: ids[0],
        description: briefs[0]!.description + campaignCode(1_000_000),
      }),
    );
    await timed(first.tags, () =>
      client.request('POST', '/api/tag-helper', {
        description: descriptions[0]!.description + campaignCode(1_000_000),
      }),
    );

    const sheet = newTimings();
    const note = newTimings();
    const tags = newTimings();
    const baseline = newTimings();
    const suggestions: number[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      const brief = briefs[n % briefs.length]!;
      await timed(sheet, async () => {
        const answer = (await client.request('POST', '/api/sheet-helper', {
          description: brief.description + campaignCode(n),
          included_influencers: [],
        })) as { influencers: unknown[] };
        suggestions.push(answer.influencers.length);
      });
      await timed(note, () =>
        client.request('POST', '/api/special-note-helper', {
          influencer_id: ids[(n * 37) % ids.length],
          description: brief.description + campaignCode(n),
        }),
      );
      await timed(tags, () =>
        client.request('POST', '/api/tag-helper', {
          description: descriptions[n % descriptions.length]!.description + campaignCode(n),
        }),
      );
      await timed(baseline, () =>
        client.request('GET', `/api/user/influencers?limit=80&page=${1 + (n % Math.ceil(ids.length / 80))}`),
      );
    }
    const firstRow = (name: string, timings: Timings) =>
      timings.times[0] === undefined ? `${name} failed` : `${name} ${timings.times[0].toFixed(0)} ms`;
    markdownTable(
      `Helpers on a ${ids.length}-creator roster, ms through HTTP, one request at a time (each description unique: no cache hits)`,
      [
        row('POST /api/sheet-helper', sheet, TARGET_HELPER_P95_MS),
        row('POST /api/special-note-helper', note, TARGET_HELPER_P95_MS),
        row('POST /api/tag-helper', tags, TARGET_HELPER_P95_MS),
        row('GET /api/user/influencers (80 a page)', baseline, null),
      ],
    );
    console.log(
      `\nFirst calls after the restart (not in the table): ${firstRow('sheet-helper', first.sheet)}, ${firstRow('special-note-helper', first.note)}, ${firstRow('tag-helper', first.tags)}; sheet-helper suggested ${suggestions.length ? (suggestions.reduce((a, b) => a + b, 0) / suggestions.length).toFixed(1) : 'n/a'} creators on average.`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Filter sets of the advanced search, as an agent would combine them with a brief. */
const FILTER_SETS: DirectoryQuery[] = [
  {},
  { platform: 'instagram', followers_min: 10_000, followers_max: 100_000 },
  { platform: 'tiktok', followers_min: 50_000, target_gender: 'female', target_min_gender_share: 60 },
  { platform: 'youtube', followers_min: 100_000, engagement_rate_min: 2 },
  { platform: 'tiktok', audience_age_min: 13, audience_age_max: 24, min_age_share: 40 },
  { platform: 'instagram', us_audience_share_min: 70, gender: 'female', age_minimum: 25, age_maximum: 40 },
];

const SEARCH_BRIEFS = ['b01', 'b03', 'b07', 'b11'];

const queryString = (query: DirectoryQuery) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

async function searchPart(briefs: Brief[]): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-ai-search-'));
  const api = await startApi(SEARCH_PORT, dataDir, SEARCH_PG_PORT, API_ENV);
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir, SEARCH_PG_PORT) });
  try {
    const seedStarted = performance.now();
    seedDirectory(dataDir, SEARCH_PG_PORT, ACCOUNTS);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await db.connect();
    const accounts = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM social_accounts')).rows[0]?.n ?? 0,
    );
    const client = await BenchClient.signIn(`http://127.0.0.1:${SEARCH_PORT}`, DEMO.email, DEMO.password);
    // The first directory search loads the index (the API started before the seed).
    const loadStarted = performance.now();
    await client.request('GET', '/api/directory/social-accounts?talent_sheet=true');
    const indexLoadMs = performance.now() - loadStarted;

    const chosen = briefs.filter((brief) => SEARCH_BRIEFS.includes(brief.id));
    const ai = newTimings();
    const aiFirst = newTimings();
    const directory = newTimings();
    const perFilter = new Map<number, Timings>();
    const answered: number[] = [];
    let n = 0;
    for (const [index, filters] of FILTER_SETS.entries()) {
      const own = newTimings();
      perFilter.set(index, own);
      for (const brief of chosen) {
        for (let rep = 0; rep <= SEARCH_REPS; rep += 1) {
          n += 1;
          const body = {
            ...filters,
            limit: 200,
            talent_sheet: true,
            description: brief.description + campaignCode(n),
            included_influencers: [],
          };
          // The first of each filter set and brief is the warm-up.
          const into = rep === 0 ? aiFirst : ai;
          const before = into.times.length;
          await timed(into, async () => {
            const answer = (await client.request('POST', '/api/advanced-filters-ai', body)) as {
              accounts: unknown[];
            };
            answered.push(answer.accounts.length);
          });
          if (rep > 0 && into.times.length > before) own.times.push(into.times.at(-1)!);
        }
        for (let rep = 0; rep < SEARCH_REPS; rep += 1)
          await timed(directory, () =>
            client.request(
              'GET',
              `/api/directory/social-accounts?${queryString({ ...filters, talent_sheet: true })}`,
            ),
          );
      }
    }
    markdownTable(
      `AI search over ${accounts.toLocaleString('en-US')} social accounts (seeded in ${seedSeconds.toFixed(0)} s; index load ${indexLoadMs.toFixed(0)} ms), ms through HTTP`,
      [
        row('POST /api/advanced-filters-ai (limit 200)', ai, TARGET_SEARCH_MS),
        row('  the first request of each filter set and brief', aiFirst, TARGET_SEARCH_MS),
        row('GET /api/directory/social-accounts (same filters)', directory, null),
      ],
    );
    markdownTable(
      'AI search per filter set (p50 / p95 ms)',
      FILTER_SETS.map((filters, index) => {
        const sorted = [...(perFilter.get(index)?.times ?? [])].sort((a, b) => a - b);
        return {
          filters: queryString(filters) || '(none)',
          requests: sorted.length,
          'p50 ms': ms(sorted, 50),
          'p95 ms': ms(sorted, 95),
        };
      }),
    );
    console.log(
      `\nAI search answered ${answered.length ? (answered.reduce((a, b) => a + b, 0) / answered.length).toFixed(0) : 'n/a'} accounts on average.`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAiLatency(): Promise<void> {
  const briefs = loadJson<Brief[]>('briefs.json');
  const descriptions = loadJson<LabelledDescription[]>('tag-descriptions.json');
  if (PARTS.has('roster')) await rosterPart(briefs, descriptions);
  if (PARTS.has('search')) await searchPart(briefs);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAiLatency();
