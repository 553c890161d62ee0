/**
 * First-load JavaScript of /signin, the brand-facing pitch pages and a workspace route, measured in
 * Chromium from the network log (bytes as served and gzip-compressed) by the same function the CI
 * budgets use (e2e/support/firstLoad.ts, e2e/tests/budgets.spec.ts). Baseline in the same run:
 * React + React DOM alone. Target: at most 150 KB gzip for /signin.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from '@swc/core';
import { chromium, type Page } from 'playwright-core';
import { measureFirstLoad, type FirstLoad } from '../e2e/support/firstLoad.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kb, printTable, REPO_ROOT, startApi } from './support/app.js';
import { DEMO_ADMIN as DEMO } from '../e2e/support/config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASE = `http://localhost:${PORT}`;
const TARGET_SIGNIN_GZIP = 150 * 1024;

/** React, React DOM and the scheduler as a bundler would ship them: production builds, minified. */
async function reactBaseline(): Promise<{ bytes: number; gzip: number }> {
  const require = createRequire(path.join(REPO_ROOT, 'shell/package.json'));
  const files = [
    ['react', 'cjs/react.production.js'],
    ['react-dom', 'cjs/react-dom-client.production.js'],
    ['scheduler', 'cjs/scheduler.production.js'],
  ] as const;
  const sources = await Promise.all(
    files.map(async ([name, file]) => {
      const source = readFileSync(
        path.join(path.dirname(require.resolve(`${name}/package.json`)), file),
        'utf8',
      );
      const { code } = await minify(source, { compress: true, mangle: true });
      return Buffer.from(code);
    }),
  );
  return {
    bytes: sources.reduce((sum, source) => sum + source.length, 0),
    gzip: sources.reduce((sum, source) => sum + gzipSync(source).length, 0),
  };
}

export async function benchFirstLoad(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-load-'));
  const app = await startApi(PORT, dataDir, PG_PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    /** Each page in a fresh context: nothing cached, as a brand opening a link for the first time. */
    const cold = async (url: string, ready: (page: Page) => Promise<unknown>) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const load = await measureFirstLoad(page, `${BASE}${url}`, () => ready(page));
      await context.close();
      return load;
    };
    const signin = await cold('/signin', (page) => page.getByRole('button', { name: 'Sign In' }).waitFor());
    const roster = await cold('/public/talent-roster/1', (page) =>
      page.locator('.pf-card').first().waitFor(),
    );

    const member = await browser.newContext();
    const { token } = (await (await member.request.get(`${BASE}/api/csrf-token`)).json()) as {
      token: string;
    };
    await member.request.post(`${BASE}/api/user/account/signin`, {
      data: DEMO,
      headers: { 'x-csrf-token': token },
    });
    const { sheets } = (await (
      await member.request.get(`${BASE}/api/talent-sheets?page=1&limit=10`)
    ).json()) as {
      sheets: { id: string; influencer_count: number }[];
    };
    const sheetId = sheets.find((sheet) => sheet.influencer_count > 0)!.id;
    const single = await cold(`/public/talent-sheet/${sheetId}`, (page) =>
      page.locator('.pf-card').first().waitFor(),
    );
    const rosterView = await cold(`/public/talent-sheet/roster-view/${sheetId}`, (page) =>
      page.locator('.pf-card').first().waitFor(),
    );
    const workspacePage = await member.newPage();
    const workspace = await measureFirstLoad(workspacePage, `${BASE}/influencers`, () =>
      workspacePage.getByRole('heading', { name: 'Talent Roster' }).waitFor(),
    );

    const baseline = await reactBaseline();
    const row = (name: string, load: FirstLoad) => ({
      page: name,
      'JS files': load.files,
      'JS bytes': kb(load.bytes),
      'JS gzip': kb(load.gzip),
      'x React baseline (gzip)': (load.gzip / baseline.gzip).toFixed(2),
      'ms to visible': Math.round(load.ms),
    });
    printTable('First-load JavaScript (Chromium network log)', [
      {
        page: 'React + React DOM, minified (baseline)',
        'JS files': 3,
        'JS bytes': kb(baseline.bytes),
        'JS gzip': kb(baseline.gzip),
        'x React baseline (gzip)': '1.00',
        'ms to visible': '-',
      },
      row('/signin (anonymous)', signin),
      row('/public/talent-roster/1 (brand)', roster),
      row('shared sheet, single page (brand)', single),
      row('shared sheet, roster view (brand)', rosterView),
      row('/influencers (signed in)', workspace),
    ]);
    console.log(
      `/signin target: at most ${kb(TARGET_SIGNIN_GZIP)} gzip -> ${signin.gzip <= TARGET_SIGNIN_GZIP ? 'met' : 'NOT met'} (${kb(signin.gzip)})`,
    );
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstLoad();
