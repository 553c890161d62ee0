/**
 * Memory held by an API process (security review, Medium 4): resident set size (RSS, from
 * /proc/<pid>/status) of a built API process (`services/api/dist/main.js`) before and after 300
 * anonymous reads of 6 public sheets of 150 creators with long notes, at 50 different `limit`
 * values (20, 40, ... 1000: most of them the whole sheet), against the same 300 reads at the one
 * page size the single-page sheet uses (15), in the same run; each row is a fresh process on the
 * same data. 20 s later (past the caches' 15 s TTL) the RSS again. Target: the 50-limit reads grow
 * the process by less than 250 MB.
 *
 * - `MEMORY_BENCH_API_MAIN` runs another build as "this build" (default services/api/dist/main.js;
 *   the seed CLI is taken from the same dist).
 * - `MEMORY_BENCH_BASELINE_MAIN=/path/to/another/dist/main.js` adds the same rows for another build
 *   (e.g. the one before the cache budget), on a data directory of its own.
 * - `MEMORY_BENCH_ACCOUNTS` (default 1,000,000; 0 skips it): the directory index's share, RSS of
 *   an API after its first directory search with the demo data only, then after `seed --accounts`
 *   and another search (the index reads the new accounts): about 2 minutes of seeding.
 *
 * Its own API on port 3570, embedded PostgreSQL on 5750.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SaveTalentSheetResponse } from '@tpp/contracts';
import { printTable, REPO_ROOT, startAndWait, type RunningProcess } from './support/app.js';
import { variedText } from '../services/api/test/support/varied-text.js';
import { BenchClient } from './support/client.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3570);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5750);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const API_MAIN = process.env.MEMORY_BENCH_API_MAIN ?? path.join(REPO_ROOT, 'services/api/dist/main.js');
const BASELINE_MAIN = process.env.MEMORY_BENCH_BASELINE_MAIN;
const ACCOUNTS = Number(process.env.MEMORY_BENCH_ACCOUNTS ?? 1_000_000);
const SHEETS = 6;
const CREATORS = 150;
const NOTE_LENGTH = 4_000;
const READS = 300;
const LIMITS = Array.from({ length: 50 }, (_, index) => (index + 1) * 20);
const ONE_LIMIT = 15;
const SETTLE_MS = 20_000;
const TARGET_GROWTH_MB = 250;

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process, in bytes. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

function start(main: string, dataDir: string): Promise<RunningProcess> {
  return startAndWait(process.execPath, [main], `${ORIGIN}/api/health`, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    RATE_LIMIT_PER_EMAIL: '1000',
  });
}

/** `seed --accounts` of the build under test (seed 7) into the running API's embedded PostgreSQL. */
function seedDirectory(dataDir: string): void {
  execFileSync(
    process.execPath,
    [path.join(path.dirname(API_MAIN), 'cli/seed.js'), '--accounts', String(ACCOUNTS), '--seed', '7'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PG_PORT), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Deterministic varied text: notes that compress like real ones. */
function note(seed: number): string {
  return variedText(seed, NOTE_LENGTH, (word, state) => `${word} ${state % 997}, `);
}

/** Six talent sheets of the demo roster's 150 creators, each with a long note per creator. */
async function makeSheets(): Promise<string[]> {
  const client = await BenchClient.signIn(ORIGIN, DEMO.email, DEMO.password);
  const ids = await client.rosterIds(CREATORS);
  const sheets: string[] = [];
  for (let sheet = 0; sheet < SHEETS; sheet += 1) {
    const saved = (await client.request('POST', '/api/user/talent-sheets/save', {
      title: `Memory sheet ${sheet + 1}`,
      sheet_type: 'talent',
      influencers: ids.map((id, index) => ({ influencer_id: id, note: note(sheet * 1000 + index) })),
    })) as SaveTalentSheetResponse;
    sheets.push(saved.sheet_id);
  }
  return sheets;
}

/** 300 anonymous reads, one reader per sheet at a time (6 in parallel), like brands opening links. */
async function read(
  sheets: string[],
  limitOf: (round: number) => number,
): Promise<{ bytes: number; cards: number }> {
  let bytes = 0;
  let cards = 0;
  const rounds = READS / sheets.length;
  await Promise.all(
    sheets.map(async (sheet) => {
      for (let round = 0; round < rounds; round += 1) {
        const response = await fetch(
          `${ORIGIN}/api/public/talent-sheets/${sheet}?page=1&limit=${limitOf(round)}`,
        );
        if (!response.ok) throw new Error(`GET sheet ${sheet}: ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        bytes += body.length;
        cards += (JSON.parse(body.toString()) as { influencers: unknown[] }).influencers.length;
      }
    }),
  );
  return { bytes, cards };
}

interface Row extends Record<string, string | number> {
  build: string;
  reads: string;
}

async function measureBuild(label: string, main: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-memory-'));
  try {
    let api = await start(main, dataDir);
    const sheets = await makeSheets();
    await api.stop();
    const rows: Row[] = [];
    for (const [name, limitOf] of [
      ['none (idle)', null],
      [`${READS} at one limit (${ONE_LIMIT})`, () => ONE_LIMIT],
      [
        `${READS} at ${LIMITS.length} limits (${LIMITS[0]}..${LIMITS.at(-1)})`,
        (round: number) => LIMITS[round]!,
      ],
    ] as const) {
      api = await start(main, dataDir);
      try {
        const pid = api.child.pid!;
        await sleep(2_000);
        const before = rss(pid);
        const started = performance.now();
        const { bytes, cards } = limitOf ? await read(sheets, limitOf) : { bytes: 0, cards: 0 };
        const seconds = (performance.now() - started) / 1000;
        const after = rss(pid);
        await sleep(SETTLE_MS);
        const later = rss(pid);
        rows.push({
          build: label,
          reads: name,
          'cards answered': cards,
          'answers MB': mb(bytes),
          s: seconds.toFixed(1),
          'RSS before MB': mb(before),
          'RSS after MB': mb(after),
          'growth MB': mb(after - before),
          [`RSS ${SETTLE_MS / 1000} s later MB`]: mb(later),
        });
      } finally {
        await api.stop();
      }
    }
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** RSS after the first directory search with the demo data, then with ACCOUNTS more accounts. */
async function measureDirectory(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-memory-directory-'));
  let api: RunningProcess | null = null;
  try {
    api = await start(API_MAIN, dataDir);
    const search = async () => {
      const client = await BenchClient.signIn(ORIGIN, DEMO.email, DEMO.password);
      const started = performance.now();
      await client.request('GET', '/api/directory/social-accounts?platform=instagram&limit=50');
      return (performance.now() - started) / 1000;
    };
    await search();
    await sleep(2_000);
    const demoOnly = rss(api.child.pid!);
    // The seed CLI writes through the running API's embedded PostgreSQL; a fresh process then loads the index.
    const seedStarted = performance.now();
    seedDirectory(dataDir);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await api.stop();
    api = await start(API_MAIN, dataDir);
    const loadSeconds = await search();
    await sleep(2_000);
    const loaded = rss(api.child.pid!);
    printTable(`Directory index: RSS of an API process after its first directory search`, [
      { directory: 'demo data only', 'RSS MB': mb(demoOnly) },
      {
        directory: `+ ${ACCOUNTS.toLocaleString('en-US')} accounts (seeded in ${seedSeconds.toFixed(0)} s, first search ${loadSeconds.toFixed(1)} s)`,
        'RSS MB': mb(loaded),
      },
      {
        directory: 'index share per 1,000,000 accounts',
        'RSS MB': mb(((loaded - demoOnly) * 1_000_000) / ACCOUNTS),
      },
    ]);
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMemory(): Promise<void> {
  const rows = await measureBuild('this build', API_MAIN);
  if (BASELINE_MAIN) rows.push(...(await measureBuild('MEMORY_BENCH_BASELINE_MAIN', BASELINE_MAIN)));
  printTable(
    `RSS of one API process: ${READS} anonymous reads of ${SHEETS} sheets of ${CREATORS} creators with ${NOTE_LENGTH}-character notes (a fresh process per row)`,
    rows,
  );
  const attack = rows.find(
    (row) => row.build === 'this build' && row.reads.includes(`${LIMITS.length} limits`),
  )!;
  const growth = Number(attack['growth MB']);
  console.log(
    `target: the ${LIMITS.length}-limit reads grow the process by < ${TARGET_GROWTH_MB} MB -> ${growth < TARGET_GROWTH_MB ? 'met' : 'NOT met'} (${growth} MB)`,
  );
  if (ACCOUNTS > 0) await measureDirectory();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
