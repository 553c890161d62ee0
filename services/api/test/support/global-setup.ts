import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { EmbeddedPostgresServer } from '../../src/infrastructure/database/embedded-postgres.js';

type Launcher = typeof import('../../src/infrastructure/database/embedded-postgres.js');
/** Jest loads globalSetup as CommonJS, where only an extensionless specifier reaches the .ts source. */
const LAUNCHER = '../../src/infrastructure/database/embedded-postgres';
const FREE_PORT = './free-port';

declare global {
  var __TPP_TEST_PG__: { server: EmbeddedPostgresServer; dataDir: string } | undefined;
}

/** One real PostgreSQL for the whole run, in a fresh directory on a free port; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  const { startEmbeddedPostgres } = (await import(LAUNCHER)) as Launcher;
  const { freePort } = (await import(FREE_PORT)) as typeof import('./free-port.js');
  const dataDir = await mkdtemp(join(tmpdir(), 'tpp-api-test-'));
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    logger: pino({ level: 'warn' }),
    disableFsync: true,
  });
  globalThis.__TPP_TEST_PG__ = { server, dataDir };
  process.env.TPP_TEST_PG_URL = server.urlFor('postgres');
}
