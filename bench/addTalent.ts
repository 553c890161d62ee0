/**
 * Add Talent's background tasks, through the API as the browser calls it:
 * - Submit to completed: the time from POST /api/add-influencer until GET /api/tasks/add-influencer
 *   shows the task completed (polled every 10 ms), one request at a time; against the time of the
 *   POST alone (the baseline: what the answer costs before any background work).
 * - Throughput: tasks per minute the pg-boss queue completes (offline social-data provider, creator
 *   written with accounts and posts, put on the roster) when BENCH_ADD_TALENT_TASKS requests arrive
 *   at once, with one API process and with two processes on the same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddInfluencerResponse, AddTalentTasksResponse } from '@tpp/contracts';
import pg from 'pg';
import { embeddedDatabaseUrl, printTable, startApi, startAndWait, REPO_ROOT } from './support/app.js';
import { BenchClient } from './support/client.js';
import { percentile } from './support/load.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const SECOND_PORT = PORT + 2;
const LATENCY_ROUNDS = 30;
const TASKS = Number(process.env.BENCH_ADD_TALENT_TASKS ?? 300);

let handles = 0;
const nextHandle = () => `bench.creator.${Date.now().toString(36)}.${(handles += 1)}`;

function add(client: BenchClient): Promise<AddInfluencerResponse> {
  return client.request('POST', '/api/add-influencer', {
    influencer: {
      name: `Bench Creator ${handles}`,
      socials: [
        { platform: 'instagram', handle: nextHandle(), primary: true },
        { platform: 'tiktok', handle: nextHandle(), primary: false },
      ],
    },
  }) as Promise<AddInfluencerResponse>;
}

async function pendingOf(client: BenchClient, ids: Set<number>): Promise<number> {
  const { tasks } = (await client.request('GET', '/api/tasks/add-influencer')) as AddTalentTasksResponse;
  return tasks.filter((task) => ids.has(task.id) && !task.is_completed && !task.has_error).length;
}

async function untilDone(client: BenchClient, ids: Set<number>, pollMs: number): Promise<void> {
  while ((await pendingOf(client, ids)) > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
}

async function throughput(clients: BenchClient[], label: string): Promise<Record<string, string | number>> {
  const started = performance.now();
  const ids = new Set<number>();
  await Promise.all(
    Array.from({ length: 8 }, async (_, lane) => {
      for (let n = lane; n < TASKS; n += 8) ids.add((await add(clients[n % clients.length]!)).task.id);
    }),
  );
  const submitted = performance.now() - started;
  await untilDone(clients[0]!, ids, 100);
  const total = performance.now() - started;
  return {
    processes: label,
    tasks: TASKS,
    'all submitted (ms)': Math.round(submitted),
    'all completed (ms)': Math.round(total),
    'tasks per minute': Math.round((TASKS / total) * 60_000),
  };
}

export async function benchAddTalent(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-add-talent-'));
  const api = await startApi(PORT, dataDir, PG_PORT);
  let second: Awaited<ReturnType<typeof startAndWait>> | null = null;
  try {
    const databaseUrl = embeddedDatabaseUrl(dataDir, PG_PORT);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('UPDATE teams SET add_talent_credits = 100000 WHERE id = 1');
    await db.end();
    const client = await BenchClient.signIn(`http://127.0.0.1:${PORT}`, DEMO.email, DEMO.password);

    const answerMs: number[] = [];
    const completedMs: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      const started = performance.now();
      const { task } = await add(client);
      answerMs.push(performance.now() - started);
      await untilDone(client, new Set([task.id]), 10);
      completedMs.push(performance.now() - started);
    }
    answerMs.sort((a, b) => a - b);
    completedMs.sort((a, b) => a - b);
    printTable(`Add Talent: Submit to completed task (${LATENCY_ROUNDS} requests, one at a time)`, [
      {
        measure: 'POST /api/add-influencer answered (baseline)',
        p50: Math.round(percentile(answerMs, 50)),
        p95: Math.round(percentile(answerMs, 95)),
        max: Math.round(answerMs.at(-1)!),
      },
      {
        measure: 'task completed (creator on the roster)',
        p50: Math.round(percentile(completedMs, 50)),
        p95: Math.round(percentile(completedMs, 95)),
        max: Math.round(completedMs.at(-1)!),
      },
    ]);

    const rows = [await throughput([client], '1')];
    second = await startAndWait(
      process.execPath,
      [path.join(REPO_ROOT, 'services/api/dist/main.js')],
      `http://127.0.0.1:${SECOND_PORT}/api/health`,
      { PORT: String(SECOND_PORT), DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
    );
    const viaSecond = await BenchClient.signIn(`http://127.0.0.1:${SECOND_PORT}`, DEMO.email, DEMO.password);
    rows.push(await throughput([client, viaSecond], '2 (same database)'));
    printTable('Add Talent: queue throughput (JOBS_CONCURRENCY 4 per process)', rows);
  } finally {
    await second?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAddTalent();
