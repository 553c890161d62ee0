import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/config.js';

export default defineConfig({
  // The visual comparisons run first, on the fresh demo data; every other spec after them.
  projects: [
    { name: 'visual', testDir: './visual', testMatch: '*.visual.ts' },
    { name: 'e2e', testDir: './tests', dependencies: ['visual'] },
  ],
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
