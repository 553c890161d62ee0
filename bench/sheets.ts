/**
 * Talent sheets, their targets:
 * - Public sheet API, a sheet of 50 creators: throughput and p99 at 50 connections of
 *   GET /api/public/talent-sheets/{id}?limit=50, as a ratio to a bare node:http server returning the
 *   same JSON from memory in the same run. Target: at least 70%, p99 under 20 ms.
 * - Sheet save with 200 creators and notes: latency percentiles of POST /api/user/talent-sheets/save
 *   (each save based on the previous version), against a bare node:http server that parses the same
 *   request body and answers, in the same run. Target: p95 under 30 ms.
 * - Public roster-view page: first-load JavaScript (gzip) and the time until the first 18 cards are
 *   visible in Chromium.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SaveTalentSheetRequest, SaveTalentSheetResponse } from '@tpp/contracts';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kb, printTable, startApi, topUpRoster } from './support/app.js';
import { BenchClient } from './support/client.js';
import { compareWithBareServer, percentile } from './support/load.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASELINE_PORT = PORT + 1;
const PUBLIC_SHEET_CREATORS = 50;
const SAVE_CREATORS = 200;
const SAVES = 300;
const WARM_UP_SAVES = 30;
const ROSTER_VIEW_CARDS = 18;
const TARGET_PUBLIC_RATIO = 0.7;
const TARGET_PUBLIC_P99_MS = 20;
const TARGET_SAVE_P95_MS = 30;

function sheetRequest(ids: number[], round: number): SaveTalentSheetRequest {
  return {
    title: `Benchmark sheet ${ids.length}`,
    sheet_type: 'talent',
    influencers: ids.map((id, index) => ({
      influencer_id: id,
      note: `Round ${round}: a strong fit for the spring launch, see [the media kit](https://example.com/kit/${id}) and past work #${index}.`,
    })),
  };
}

async function timeSequential(count: number, run: (round: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count; round += 1) {
    const started = performance.now();
    await run(round);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The floor of a save: one POST of the same body to a server that parses the JSON and answers. */
async function bareSaveServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as SaveTalentSheetRequest;
      const answer = JSON.stringify({ success: true, sheet_id: 'x', version: body.influencers.length });
      response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  server.listen(BASELINE_PORT, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function benchSave(client: BenchClient, ids: number[]): Promise<void> {
  const created = (await client.request(
    'POST',
    '/api/user/talent-sheets/save',
    sheetRequest(ids, 0),
  )) as SaveTalentSheetResponse;
  let version = created.version;
  const save = async (round: number) => {
    const answer = (await client.request('POST', '/api/user/talent-sheets/save', {
      ...sheetRequest(ids, round),
      sheet_id: created.sheet_id,
      version,
    })) as SaveTalentSheetResponse;
    version = answer.version;
  };
  await timeSequential(WARM_UP_SAVES, save);
  const api = await timeSequential(SAVES, save);

  const server = await bareSaveServer();
  const body = JSON.stringify({ ...sheetRequest(ids, 1), sheet_id: created.sheet_id, version: 1 });
  const post = async () => {
    const response = await fetch(`http://127.0.0.1:${BASELINE_PORT}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body,
    });
    await response.text();
  };
  await timeSequential(WARM_UP_SAVES, post);
  const bare = await timeSequential(SAVES, post);
  server.close();

  const row = (name: string, times: number[]) => ({
    request: name,
    saves: times.length,
    'p50 ms': percentile(times, 50),
    'p95 ms': percentile(times, 95),
    'p99 ms': percentile(times, 99),
    'x bare p95': (percentile(times, 95) / percentile(bare, 95)).toFixed(1),
  });
  printTable(
    `Sheet save: ${SAVE_CREATORS} creators with notes, ${kb(Buffer.byteLength(body))} request, sequential`,
    [
      row('bare node:http parsing the same body (baseline)', bare),
      row('POST /api/user/talent-sheets/save', api),
    ],
  );
  const p95 = percentile(api, 95);
  console.log(
    `target: p95 < ${TARGET_SAVE_P95_MS} ms -> ${p95 < TARGET_SAVE_P95_MS ? 'met' : 'NOT met'} (p95 ${p95} ms)`,
  );
}

async function benchPublicSheet(dataDir: string, sheetId: string): Promise<void> {
  await compareWithBareServer({
    url: `http://127.0.0.1:${PORT}/api/public/talent-sheets/${sheetId}?page=1&limit=${PUBLIC_SHEET_CREATORS}`,
    jsonFile: path.join(dataDir, 'sheet.json'),
    baselinePort: BASELINE_PORT,
    title: 'Public sheet API',
    route: 'GET /api/public/talent-sheets/{id}',
    targetRatio: TARGET_PUBLIC_RATIO,
    targetP99Ms: TARGET_PUBLIC_P99_MS,
  });
}

async function benchRosterViewPage(sheetId: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const run of ['cold', 'warm']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body());
      });
      const started = performance.now();
      await page.goto(`http://localhost:${PORT}/public/talent-sheet/roster-view/${sheetId}`);
      await page
        .locator('.pf-card')
        .nth(ROSTER_VIEW_CARDS - 1)
        .waitFor({ state: 'visible' });
      const visibleMs = performance.now() - started;
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(scripts);
      rows.push({
        page: `/public/talent-sheet/roster-view/{id} (${run} server caches)`,
        'JS files': bodies.length,
        'JS gzip': kb(bodies.reduce((sum, b) => sum + gzipSync(b).length, 0)),
        [`ms to ${ROSTER_VIEW_CARDS} cards visible`]: Math.round(visibleMs),
      });
      await context.close();
    }
    printTable('Public roster-view page (Chromium, a fresh browser context each run)', rows);
  } finally {
    await browser.close();
  }
}

export async function benchSheets(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-sheets-'));
  let app = await startApi(PORT, dataDir, PG_PORT, { RATE_LIMIT_PER_EMAIL: '1000' });
  try {
    await topUpRoster(PORT, dataDir, PG_PORT, SAVE_CREATORS);
    await app.stop();
    app = await startApi(PORT, dataDir, PG_PORT, { RATE_LIMIT_PER_EMAIL: '1000' });
    const client = await BenchClient.signIn(`http://127.0.0.1:${PORT}`, DEMO.email, DEMO.password);
    const ids = await client.rosterIds(SAVE_CREATORS);

    const shared = (await client.request(
      'POST',
      '/api/user/talent-sheets/save',
      sheetRequest(ids.slice(0, PUBLIC_SHEET_CREATORS), 0),
    )) as SaveTalentSheetResponse;
    await benchPublicSheet(dataDir, shared.sheet_id);
    await benchSave(client, ids);
    await benchRosterViewPage(shared.sheet_id);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSheets();
