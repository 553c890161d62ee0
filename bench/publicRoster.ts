/**
 * Public roster of a team with 500 creators:
 * - API: throughput and p99 at 50 connections of GET /api/team/roster/{teamId}, as a ratio to a bare
 *   node:http server returning the same JSON from memory, measured in the same run.
 *   Target: at least 50% of the baseline's throughput, p99 under 50 ms.
 * - Page: first-load JavaScript (gzip) of /public/talent-roster/{teamId} and the time until the
 *   cards are visible in Chromium.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kb, printTable, REPO_ROOT, startApi } from './support/app.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASELINE_PORT = PORT + 1;
const CREATORS = 500;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function hammer(url: string): Promise<Load> {
  // A short warm-up so JIT and caches are in their steady state, then the measured run.
  await autocannon({ url, connections: 50, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function baselineServer(jsonFile: string): Promise<{ stop: () => Promise<void> }> {
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(jsonFile)});
    require('node:http').createServer((q, s) => {
      s.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      s.end(body);
    }).listen(${BASELINE_PORT}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

export async function benchPublicRoster(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-roster-'));
  const app = await startApi(PORT, dataDir, PG_PORT);
  try {
    const password = readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${PG_PORT}/talent_pitch_pro`;
    // The demo agency starts with its own creators; the seed CLI tops its roster up to 500.
    const before = (await (await fetch(`http://127.0.0.1:${PORT}/api/team/roster/1`)).json()) as {
      influencers: unknown[];
    };
    const missing = CREATORS - before.influencers.length;
    if (missing > 0) {
      execFileSync(
        process.execPath,
        [
          path.join(REPO_ROOT, 'services/api/dist/cli/seed.js'),
          '--talent',
          String(missing),
          '--team',
          '1',
          '--seed',
          '7',
        ],
        { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
      );
    }
    // Another process wrote the roster: restart so the API starts with a cold cache of it.
    await app.stop();
    const api = await startApi(PORT, dataDir, PG_PORT);
    try {
      const url = `http://127.0.0.1:${PORT}/api/team/roster/1`;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const creators = (JSON.parse(body.toString()) as { influencers: unknown[] }).influencers.length;
      const jsonFile = path.join(dataDir, 'roster.json');
      writeFileSync(jsonFile, body);

      const baseline = await baselineServer(jsonFile);
      const bare = await hammer(`http://127.0.0.1:${BASELINE_PORT}/`);
      await baseline.stop();
      const measured = await hammer(url);

      const row = (name: string, load: Load) => ({
        server: name,
        'req/s': Math.round(load.rps),
        'p50 ms': load.p50,
        'p99 ms': load.p99,
        errors: load.errors,
        'x bare node:http': (load.rps / bare.rps).toFixed(2),
      });
      printTable(`Public roster API: ${creators} creators, ${kb(body.length)} JSON, 50 connections, 10 s`, [
        row('bare node:http, same JSON from memory (baseline)', bare),
        row('GET /api/team/roster/{teamId}', measured),
      ]);
      const ratio = measured.rps / bare.rps;
      console.log(
        `target: >= ${TARGET_RATIO * 100}% of baseline and p99 < ${TARGET_P99_MS} ms -> ` +
          `${ratio >= TARGET_RATIO && measured.p99 < TARGET_P99_MS ? 'met' : 'NOT met'} ` +
          `(${(ratio * 100).toFixed(0)}%, p99 ${measured.p99} ms)`,
      );

      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        const scripts: Promise<Buffer>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body());
        });
        const started = performance.now();
        await page.goto(`http://localhost:${PORT}/public/talent-roster/1`);
        await page
          .locator('.pf-card')
          .nth(creators - 1)
          .waitFor({ state: 'attached' });
        await page.locator('.pf-card').first().waitFor();
        const visibleMs = performance.now() - started;
        await page.waitForLoadState('networkidle');
        const bodies = await Promise.all(scripts);
        const images = await page
          .locator('.pf-card img')
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).loading));
        printTable('Public roster page (Chromium)', [
          {
            page: `/public/talent-roster/1 (${creators} cards)`,
            'JS files': bodies.length,
            'JS gzip': kb(bodies.reduce((sum, b) => sum + gzipSync(b).length, 0)),
            'ms to cards visible': Math.round(visibleMs),
            'lazy images': `${images.filter((mode) => mode === 'lazy').length}/${images.length}`,
          },
        ]);
      } finally {
        await browser.close();
      }
    } finally {
      await api.stop();
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPublicRoster();
