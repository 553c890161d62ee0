import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { CHROMIUM_ARGS } from '../../e2e/support/config.js';
/**
 * The benchmarks measure what a visitor's browser does, so they run the full Chromium (the e2e
 * suite runs its headless shell); BENCH_CHROMIUM_PATH chooses another build.
 */
export const CHROMIUM_PATH = process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 answer of `readyPath`. */
  readyMs: number;
  stop: () => Promise<void>;
}

/** Spawns a command in its own process group and waits for the first 200 answer on `url`. */
export async function startAndWait(
  command: string,
  args: string[],
  url: string,
  env: Record<string, string>,
): Promise<RunningProcess> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`${command} ${args.join(' ')} exited before answering ${url}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${url}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) break;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    readyMs,
    stop: async () => {
      if (exited || child.pid === undefined) return;
      process.kill(-child.pid, 'SIGINT');
      await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    },
  };
}

/** The connection URL of the embedded PostgreSQL an API started on `dataDir` (its pg.secret). */
export function embeddedDatabaseUrl(dataDir: string, pgPort: number): string {
  const password = readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/talent_pitch_pro`;
}

/** Seeds `accounts` directory accounts (`seed --accounts`, seed 7) into the API's database on `dataDir`. */
export function seedDirectory(dataDir: string, pgPort: number, accounts: number): void {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/cli/seed.js'), '--accounts', String(accounts), '--seed', '7'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

export function startApi(
  port: number,
  dataDir: string,
  pgPort: number,
  extraEnv: Record<string, string> = {},
) {
  return startAndWait(
    process.execPath,
    [path.join(REPO_ROOT, 'services/api/dist/main.js')],
    `http://127.0.0.1:${port}/api/health`,
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ...extraEnv,
    },
  );
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Tops the demo agency's (team 1) roster up to `creators` with the seed CLI, writing straight to the
 * benchmark's embedded PostgreSQL. The API caches rosters: restart it afterwards for a cold start.
 */
export async function topUpRoster(
  port: number,
  dataDir: string,
  pgPort: number,
  creators: number,
): Promise<void> {
  const before = (await (await fetch(`http://127.0.0.1:${port}/api/team/roster/1`)).json()) as {
    influencers: unknown[];
  };
  const missing = creators - before.influencers.length;
  if (missing <= 0) return;
  const databaseUrl = embeddedDatabaseUrl(dataDir, pgPort);
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'services/api/dist/cli/seed.js'),
      '--talent',
      String(missing),
      '--team',
      '1',
      '--seed',
      '7',
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
}
