import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_TRACE, E2E_WORKERS } from './support/config.js';

export default defineConfig({
  // The visual comparisons run first, on the fresh demo data; every other spec after them.
  projects: [
    { name: 'visual', testDir: './visual', testMatch: '*.visual.ts' },
    { name: 'e2e', testDir: './tests', testIgnore: 'npm-start.spec.ts', dependencies: ['visual'] },
    // `npm start` runs the nx build, which may rewrite the dist folders the apps serve: it runs
    // after every other spec, when no other worker is loading a page.
    { name: 'npm-start', testDir: './tests', testMatch: 'npm-start.spec.ts', dependencies: ['e2e'] },
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
