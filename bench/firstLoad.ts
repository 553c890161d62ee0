/**
 * First-load JavaScript of /signin and of a workspace route, measured in Chromium from the network
 * log (bytes as served and gzip-compressed). Baseline in the same run: React + React DOM alone.
 * Target: at most 150 KB gzip for /signin.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from '@swc/core';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, kb, printTable, REPO_ROOT, startApi } from './support/app.js';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5470);
const BASE = `http://localhost:${PORT}`;
const DEMO = { email: 'demo.admin@northstar.example', password: 'demo-pass-2026' };
const TARGET_SIGNIN_GZIP = 150 * 1024;

interface Load {
  files: number;
  bytes: number;
  gzip: number;
  ms: number;
}

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

async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Load> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  const started = performance.now();
  await page.goto(url);
  await ready(page);
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
    ms,
  };
}

export async function benchFirstLoad(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tpp-bench-load-'));
  const app = await startApi(PORT, dataDir, PG_PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const anonymous = await browser.newContext();
    const signin = await measure(await anonymous.newPage(), `${BASE}/signin`, (page) =>
      page.getByRole('button', { name: 'Sign In' }).waitFor(),
    );

    const member = await browser.newContext();
    const { token } = (await (await member.request.get(`${BASE}/api/csrf-token`)).json()) as {
      token: string;
    };
    await member.request.post(`${BASE}/api/user/account/signin`, {
      data: DEMO,
      headers: { 'x-csrf-token': token },
    });
    const workspace = await measure(await member.newPage(), `${BASE}/influencers`, (page) =>
      page.getByRole('heading', { name: 'Talent Roster' }).waitFor(),
    );

    const baseline = await reactBaseline();
    const row = (name: string, load: Load) => ({
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
