import type { DataSource, EntityManager } from 'typeorm';

/**
 * What a repository method runs its SQL on: the DataSource, or the EntityManager of a
 * transaction the service opened (`db.transaction((tx) => repo.save(tx, …))`).
 */
export type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The rows of an UPDATE/DELETE … RETURNING through TypeORM, which answers those (on PostgreSQL)
 * as [rows, affectedCount] instead of rows.
 */
export function returning<T>(result: unknown): T[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[0] as T[];
  return result as T[];
}
