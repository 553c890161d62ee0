import { chmod, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { EmbeddedPostgresServer } from '../../src/infrastructure/database/embedded-postgres.js';

type Launcher = typeof import('../../src/infrastructure/database/embedded-postgres.js');
/** Jest loads globalSetup as CommonJS, where only an extensionless specifier reaches the .ts source. */
const LAUNCHER = '../../src/infrastructure/database/embedded-postgres';

declare global {
  var __TPP_TEST_PG__: { server: EmbeddedPostgresServer; dataDir: string } | undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One real PostgreSQL for the whole run, in a fresh directory on a free port; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  const { startEmbeddedPostgres } = (await import(LAUNCHER)) as Launcher;
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
