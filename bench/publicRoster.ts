/**
 * Public roster of a team with 500 creators:
 * - API: throughput and p99 at 50 connections of GET /api/team/roster/{teamId}, as a ratio to a bare
 *   node:http server returning the same JSON from memory, measured in the same run.
 *   Target: at least 50% of the baseline's throughput, p99 under 50 ms.
 * - Page: first-load JavaScript (gzip) of /public/talent-roster/{teamId} and the time until the
 *   cards are visible in Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kb, printTable, startApi, topUpRoster } from './support/app.js';
import { compareWithBareServer } from './support/load.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASELINE_PORT = PORT + 1;
const CREATORS = 500;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

export async function benchPublicRoster(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-roster-'));
  const app = await startApi(PORT, dataDir, PG_PORT);
  try {
    await topUpRoster(PORT, dataDir, PG_PORT, CREATORS);
    // Another process wrote the roster: restart so the API starts with a cold cache of it.
    await app.stop();
    const api = await startApi(PORT, dataDir, PG_PORT);
    try {
      const creators = await compareWithBareServer({
        url: `http://127.0.0.1:${PORT}/api/team/roster/1`,
        jsonFile: path.join(dataDir, 'roster.json'),
        baselinePort: BASELINE_PORT,
        title: 'Public roster API',
        route: 'GET /api/team/roster/{teamId}',
        targetRatio: TARGET_RATIO,
        targetP99Ms: TARGET_P99_MS,
      });

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
