import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import {
  EMBEDDED_DATABASE_NAME,
  startEmbeddedDatabase,
  type EmbeddedPostgresServer,
} from '../infrastructure/database/embedded-postgres.js';

/**
 * When `npm start` already runs the embedded cluster of this DATA_DIR, its URL (a second start
 * would stop the running server as an orphan); null when it does not run.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const secret = await readFile(join(dataDir, 'pg.secret'), 'utf8').catch(() => null);
  if (pidFile === null || secret === null) return null;
  const lines = pidFile.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const url = `postgres://postgres:${encodeURIComponent(secret.trim())}@localhost:${port}/${EMBEDDED_DATABASE_NAME}`;
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return url;
  } catch {
    return null;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

export interface CliDatabase {
  client: pg.Client;
  /** Where it connected, for the message (never the password). */
  description: string;
  close(): Promise<void>;
}

/**
 * The database of a command-line tool, chosen exactly as main.ts chooses it: `DATABASE_URL` when
 * set, else the embedded PostgreSQL under `DATA_DIR` on `EMBEDDED_PG_PORT` (connecting to it when
 * `npm start` already runs it, starting it otherwise and stopping it again on close).
 */
export async function openCliDatabase(config: AppConfig, logger: Logger): Promise<CliDatabase> {
  let embedded: EmbeddedPostgresServer | null = null;
  let databaseUrl = config.databaseUrl;
  let description = 'DATABASE_URL';
  if (!databaseUrl) {
    databaseUrl = (await runningEmbeddedUrl(config.dataDir)) ?? undefined;
    description = `the running embedded PostgreSQL of ${config.dataDir}`;
  }
  if (!databaseUrl) {
    ({ embedded, databaseUrl } = await startEmbeddedDatabase(config, logger));
    description = `the embedded PostgreSQL of ${config.dataDir} (port ${config.embeddedPgPort})`;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  return {
    client,
    description,
    async close() {
      await client.end().catch(() => undefined);
      await embedded?.stop().catch(() => undefined);
    },
  };
}
