import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import {
  ANALYTICS_ORIGIN_PORT,
  BASE_URL,
  DATA_DIR,
  E2E_PG_PORT,
  E2E_PORT,
  MAIL_DIR,
  REPO_ROOT,
  RUN_DIR,
  SMTP_PORT,
} from './config.js';
import { startSmtpCapture } from './smtpCapture.js';

/** Waits until the API answers its health check; fails at once when it exits instead. */
async function waitForHealth(url: string, timeout: number, exited: () => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        if (exited()) return `exited during start; see ${path.join(RUN_DIR, 'api.log')}`;
        return fetch(url).then(
          (response) => response.status,
          () => 'not listening yet',
        );
      },
      { message: `the API at ${url}`, timeout, intervals: [250] },
    )
    .toBe(200);
}

/**
 * The directory search pages through 300 results at a time: load a bulk directory (not on any
 * roster) beside the demo data with the seed CLI, into the running server's database.
 */
export const E2E_DIRECTORY_ACCOUNTS = 3000;
async function seedDirectory(): Promise<void> {
  const log = openSync(path.join(RUN_DIR, 'seed.log'), 'a');
  const seed = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/cli/seed.js'), '--accounts', String(E2E_DIRECTORY_ACCOUNTS)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR, EMBEDDED_PG_PORT: String(E2E_PG_PORT) },
      stdio: ['ignore', log, log],
    },
  );
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  if (code !== 0)
    throw new Error(`npm run seed -- --accounts failed (${code}); see ${path.join(RUN_DIR, 'seed.log')}`);
}

/**
 * Starts the composed app as `npm start` would, on a fresh embedded PostgreSQL, delivering mail
 * over real SMTP to a capture server. The analytics remote is configured on its own origin, which
 * the composition spec starts and stops to show failure containment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const stopSmtp = await startSmtpCapture(SMTP_PORT, MAIL_DIR);
  const log = openSync(path.join(RUN_DIR, 'api.log'), 'a');
  const api = spawn(process.execPath, [path.join(REPO_ROOT, 'services/api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: BASE_URL,
      SEED_DEMO: 'true',
      REMOTE_MFE_ANALYTICS_URL: `http://127.0.0.1:${ANALYTICS_ORIGIN_PORT}/mf-manifest.json`,
      LOG_LEVEL: 'info',
      // Rate limits have their own integration tests; the suite signs in more often than a person would.
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_PER_EMAIL: '1000',
      SIGNIN_FAILURES_PER_ADDRESS_AND_IP: '1000',
      SIGNIN_FAILURES_PER_IP: '1000',
      AI_REQUESTS_PER_TEAM_PER_MINUTE: '1000',
    },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  api.once('exit', () => {
    exited = true;
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, 90_000, () => exited);
  await seedDirectory();

  return async () => {
    try {
      if (!exited) {
        api.kill('SIGTERM');
        await expect.poll(() => exited, { message: 'the API stops on SIGTERM', timeout: 15_000 }).toBe(true);
      }
    } finally {
      if (!exited) api.kill('SIGKILL');
      await stopSmtp();
    }
  };
}
