/**
 * Pitch links, as a brand opens them: milliseconds from navigation start until the first creator
 * card is painted, for the public roster, the roster-view sheet and the single-page sheet; cold
 * (a fresh browser profile) and warm (the same profile, a second visit once the first has
 * loaded); on this machine and on a 150 ms RTT / 1.5 Mbit link (Chromium's network throttling). Baseline in the same run: a static
 * HTML page of the same cards with their CSS inlined, served by a bare node:http server under the
 * same conditions. Targets: first card <= 1000 ms cold and <= 500 ms warm on this machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { RosterResponse, SaveTalentSheetResponse } from '@tpp/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, printTable, startApi } from './support/app.js';
import { BenchClient } from './support/client.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASELINE_PORT = PORT + 2;
const ORIGIN = `http://localhost:${PORT}`;
const SHEET_CREATORS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_COLD_MS = 1000;
const TARGET_WARM_MS = 500;

interface Condition {
  name: string;
  throttle: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const CONDITIONS: Condition[] = [
  { name: 'this machine', throttle: null },
  {
    name: '150 ms RTT, 1.5 Mbit/s',
    throttle: { latency: 150, downloadThroughput: 1_500_000 / 8, uploadThroughput: 750_000 / 8 },
  },
];

/** Records when the first creator card is in the DOM with a size, after the frame that paints it. */
const FIRST_CARD_PROBE = `
  (() => {
    const found = () => {
      const card = document.querySelector('.pf-card');
      if (!card || card.getBoundingClientRect().height === 0) return false;
      requestAnimationFrame(() => setTimeout(() => { window.__firstCard ??= performance.now(); }));
      return true;
    };
    new MutationObserver((_, observer) => { if (found()) observer.disconnect(); })
      .observe(document, { childList: true, subtree: true });
  })();
`;

async function firstCardMs(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __firstCard?: number }).__firstCard !== undefined, null, {
    timeout: 30_000,
    polling: 50,
  });
  return page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard);
}

async function newContext(
  browser: Browser,
  condition: Condition,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(FIRST_CARD_PROBE);
  const page = await context.newPage();
  if (condition.throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.throttle });
  }
  return { context, page };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** Cold: a fresh profile per run. Warm: the second visit in the profile of the cold run. */
async function measure(
  browser: Browser,
  condition: Condition,
  url: string,
): Promise<{ cold: number; warm: number }> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { context, page } = await newContext(browser, condition);
    cold.push(await firstCardMs(page, url));
    // A second visit comes later: the first has finished loading (its images, its own rendering),
    // so the measurement is not of a navigation waiting for the previous page to let go.
    await page.waitForLoadState('networkidle');
    warm.push(await firstCardMs(page, url));
    await context.close();
  }
  return { cold: median(cold), warm: median(warm) };
}

/** The same page as plain HTML: the rendered cards' markup with every stylesheet inlined. */
async function staticCopy(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.locator('.pf-card').first().waitFor();
  const html = await page.evaluate(() => {
    const css = [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText);
        } catch {
          return [];
        }
      })
      .join('\n');
    const main = document.querySelector('.pf-page') ?? document.body;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>static copy</title><style>${css}</style></head><body>${main.outerHTML}</body></html>`;
  });
  await page.close();
  // Its images load from the API as on the real page.
  return html.replaceAll('src="/api/', `src="${ORIGIN}/api/`);
}

function serveStatic(pages: Map<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(html ?? 'not found');
  });
  return new Promise((resolve) => server.listen(BASELINE_PORT, '127.0.0.1', () => resolve(server)));
}

async function sharedSheet(): Promise<string> {
  const client = await BenchClient.signIn(`http://127.0.0.1:${PORT}`, DEMO.email, DEMO.password);
  const roster = (await client.request('GET', `/api/user/influencers?limit=50&page=1`)) as RosterResponse;
  const ids = roster.influencers.slice(0, SHEET_CREATORS).map((row) => row.id);
  const saved = (await client.request('POST', '/api/user/talent-sheets/save', {
    title: 'Benchmark pitch',
    description: 'Spring launch shortlist',
    sheet_type: 'talent',
    influencers: ids.map((id) => ({ influencer_id: id, note: 'A strong fit for the spring launch.' })),
  })) as SaveTalentSheetResponse;
  return saved.sheet_id;
}

export async function benchFirstCard(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-first-card-'));
  const app = await startApi(PORT, dataDir, PG_PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let baseline: Server | null = null;
  try {
    const sheetId = await sharedSheet();
    const pages = [
      { name: 'public roster', path: '/public/talent-roster/1' },
      { name: 'sheet, roster view', path: `/public/talent-sheet/roster-view/${sheetId}` },
      { name: 'sheet, single page', path: `/public/talent-sheet/${sheetId}` },
    ];
    const copies = new Map<string, string>();
    for (const page of pages) copies.set(page.path, await staticCopy(browser, `${ORIGIN}${page.path}`));
    baseline = await serveStatic(copies);

    // One visit of each page first: the API's first requests (query plans, the renderer's first
    // run) and the browser's own start-up are not what a brand's visit costs.
    for (const page of pages) {
      for (const url of [`http://127.0.0.1:${BASELINE_PORT}${page.path}`, `${ORIGIN}${page.path}`]) {
        const { context, page: tab } = await newContext(browser, CONDITIONS[0]!);
        await firstCardMs(tab, url);
        await context.close();
      }
    }

    const rows: Record<string, string | number>[] = [];
    for (const condition of CONDITIONS) {
      for (const page of pages) {
        const plain = await measure(browser, condition, `http://127.0.0.1:${BASELINE_PORT}${page.path}`);
        const app = await measure(browser, condition, `${ORIGIN}${page.path}`);
        const local = condition.throttle === null;
        for (const run of ['cold', 'warm'] as const) {
          const target = run === 'cold' ? TARGET_COLD_MS : TARGET_WARM_MS;
          rows.push({
            page: page.name,
            network: condition.name,
            visit: run,
            'static HTML (baseline) ms': Math.round(plain[run]),
            'app ms': Math.round(app[run]),
            'app / baseline': `${(app[run] / plain[run]).toFixed(1)}x`,
            target: local ? `<= ${target} ms: ${app[run] <= target ? 'met' : 'NOT met'}` : 'report',
          });
        }
      }
    }
    printTable(
      `First creator card painted (median of ${RUNS} runs; cold = fresh browser profile, warm = its second visit)`,
      rows,
    );
  } finally {
    baseline?.close();
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstCard();
