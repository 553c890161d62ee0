import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { appInstance, type AppInstance, E2E_WORKERS, REPO_ROOT, RUN_ROOT } from './config.js';
import { startSmtpCapture } from './smtpCapture.js';

/** Waits until the API answers its health check; fails at once when it exits instead. */
async function waitForHealth(app: AppInstance, timeout: number, exited: () => boolean): Promise<void> {
  const url = `http://127.0.0.1:${app.port}/api/health`;
  await expect
    .poll(
      async () => {
        if (exited()) return `exited during start; see ${path.join(app.runDir, 'api.log')}`;
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
async function seedDirectory(app: AppInstance): Promise<void> {
  const log = openSync(path.join(app.runDir, 'seed.log'), 'a');
  const seed = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/cli/seed.js'), '--accounts', String(E2E_DIRECTORY_ACCOUNTS)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: app.dataDir, EMBEDDED_PG_PORT: String(app.pgPort) },
      stdio: ['ignore', log, log],
    },
  );
  const code = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  if (code !== 0)
    throw new Error(`npm run seed -- --accounts failed (${code}); see ${path.join(app.runDir, 'seed.log')}`);
}

/**
 * Starts one composed app as `npm start` would, on a fresh embedded PostgreSQL, delivering mail
 * over real SMTP to its own capture server. The analytics remote is configured on its own origin,
 * which the composition spec starts and stops to show failure containment. Returns its stop.
 */
async function startApp(app: AppInstance): Promise<() => Promise<void>> {
  mkdirSync(app.runDir, { recursive: true });
  const stopSmtp = await startSmtpCapture(app.smtpPort, app.mailDir);
  const log = openSync(path.join(app.runDir, 'api.log'), 'a');
  const api = spawn(process.execPath, [path.join(REPO_ROOT, 'services/api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(app.port),
      DATA_DIR: app.dataDir,
      EMBEDDED_PG_PORT: String(app.pgPort),
      SMTP_URL: `smtp://127.0.0.1:${app.smtpPort}`,
      PUBLIC_URL: app.baseUrl,
      SEED_DEMO: 'true',
      REMOTE_MFE_ANALYTICS_URL: `http://127.0.0.1:${app.analyticsPort}/mf-manifest.json`,
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
  const stop = async () => {
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
  try {
    await waitForHealth(app, 90_000, () => exited);
    await seedDirectory(app);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Starts one app per worker (support/config.ts), side by side, and returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(RUN_ROOT, { recursive: true, force: true });
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) => startApp(appInstance(index))),
  );
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
