import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE, E2E_WORKERS } from './support/config.js';

const NPM_START = 'npm-start.spec.ts';

export default defineConfig({
  // First, side by side: the visual comparisons, on a worker whose app has the fresh demo data,
  // and `npm start` (its own app and ports). Every other spec after both.
  projects: [
    { name: 'visual', testDir: './visual', testMatch: '*.visual.ts' },
    // `npm start` runs the nx build first. The e2e target builds every app before the suite starts,
    // so that build finds each output matching its cache and leaves the dist folders the apps
    // serve as they are (nx: "existing outputs match the cache, left as is").
    { name: 'npm-start', testDir: './tests', testMatch: NPM_START },
    { name: 'e2e', testDir: './tests', testIgnore: NPM_START, dependencies: ['visual', 'npm-start'] },
  ],
  fullyParallel: false,
  // One app per worker (support/config.ts): BASE_URL is the worker's own, read when Playwright loads
  // this file in the worker.
  workers: E2E_WORKERS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results',
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // A failed test keeps its screenshot and error-context.md (the page's accessibility tree).
    // Traces are opt-in (E2E_TRACE=retain-on-failure): recording DOM snapshots of every action of
    // every test cost 11% of the suite's CPU (measured over three specs: 140 vs 124 CPU-s).
    trace: { mode: E2E_TRACE, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
