import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '../src/infrastructure/database/embedded-postgres.js';
import { MIGRATIONS } from '../src/infrastructure/database/migrations/index.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/** Several API processes started together on a new database: one migrates, the others wait for it. */
describe('API processes starting together', () => {
  const apps: TestApi[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('all start, and each migration ran once', async () => {
    const server = new URL(process.env.TPP_TEST_PG_URL!);
    const database = `tpp_test_${randomBytes(6).toString('hex')}`;
    await ensureDatabase(server.toString(), database);
    server.pathname = `/${database}`;
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => startTestApi({ databaseUrl: server.toString() })),
    );
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(
      started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
    ).toEqual(['started', 'started', 'started']);
    const { rows } = await apps[0]!.db.query<{ name: string; n: number }>(
      'SELECT name, count(*)::int AS n FROM migrations GROUP BY name',
    );
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    for (const app of apps) expect((await app.browser().get('/api/health')).statusCode).toBe(200);
  });
});
