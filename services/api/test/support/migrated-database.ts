import pg from 'pg';
import { runMigrations } from '../../src/infrastructure/database/run-migrations.js';
import { installJobQueues } from '../../src/infrastructure/jobs/job-queue.service.js';

/** The database every migration has run on, once per test run; test databases are copies of it. */
const TEMPLATE = 'tpp_test_migrated';
/** Lets one test worker at a time look for the template and build it. */
const TEMPLATE_LOCK_KEY = 727_274_200;

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Runs every migration on a new database, sets up the job queue's tables (pg-boss's schema and
 * queues, which an app creates at its first start) and marks it a template (the mark says it is
 * complete).
 */
async function buildTemplate(admin: pg.Client, serverUrl: string): Promise<void> {
  const name = admin.escapeIdentifier(TEMPLATE);
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await runMigrations(databaseUrl(serverUrl, TEMPLATE));
  await installJobQueues(databaseUrl(serverUrl, TEMPLATE));
  await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true`);
}

/**
 * Creates `database` on the test PostgreSQL with every migration already run, as a copy of a
 * template the first caller of the run builds, and returns its URL. An app booted on it finds
 * nothing to migrate and no queue to create: this saves each test file's app the migrations
 * (about 0.8 s of its boot) and pg-boss's set-up.
 * The migrations themselves run on a fresh database in the template's build and in the tests that
 * start from an empty database (parallel-start).
 */
export async function createMigratedDatabase(serverUrl: string, database: string): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [
        TEMPLATE,
      ]);
      if (built.rowCount === 0) await buildTemplate(admin, serverUrl);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    await admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(database)} TEMPLATE ${admin.escapeIdentifier(TEMPLATE)}`,
    );
  } finally {
    await admin.end();
  }
  return databaseUrl(serverUrl, database);
}
