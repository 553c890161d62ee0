import type pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs `work` on one pooled pg client of the application's DataSource and releases the client
 * after: for the demo seeds that hold their own transaction or advisory lock on one connection.
 */
export async function onPgClient<T>(
  dataSource: DataSource,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  const client = (await runner.connect()) as pg.PoolClient;
  try {
    return await work(client);
  } finally {
    await runner.release();
  }
}
