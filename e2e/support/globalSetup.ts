import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
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

async function waitForHealth(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The API exited during start; see ${path.join(RUN_DIR, 'api.log')}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs} ms`);
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
    },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  api.once('exit', () => {
    exited = true;
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, 90_000, () => exited);

  return async () => {
    if (!exited) {
      api.kill('SIGTERM');
      await Promise.race([once(api, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    await stopSmtp();
  };
}
