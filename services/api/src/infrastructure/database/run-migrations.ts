import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

/**
 * Runs every pending migration on the database at `databaseUrl` with a short-lived connection of its
 * own, outside the app: the seed CLI before it loads data, and the API tests' migrated template.
 * (The app migrates at start under an advisory lock, `database.module.ts`.)
 */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    logging: false,
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}
