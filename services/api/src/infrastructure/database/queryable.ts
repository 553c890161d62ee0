import type { DataSource, EntityManager } from 'typeorm';

/**
 * What a repository method runs its SQL on: the DataSource, or the EntityManager of a
 * transaction the service opened. Every repository method takes it as its last, optional
 * argument, defaulting to the repository's own DataSource:
 *
 *   async save(teamId: number, thing: NewThing, db: Queryable = this.db): Promise<void>
 *   …
 *   await this.db.transaction((tx) => this.things.save(team.teamId, thing, tx));
 */
export type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** The first row the statement answers; undefined when it answers none. */
export async function firstRow<T>(
  db: Queryable,
  sql: string,
  parameters?: unknown[],
): Promise<T | undefined> {
  const rows: T[] = await db.query(sql, parameters);
  return rows[0];
}

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

/**
 * Runs an UPDATE or DELETE without RETURNING and answers how many rows it changed (TypeORM
 * answers those, on PostgreSQL, as [rows, affectedCount]).
 */
export async function affectedCount(db: Queryable, sql: string, parameters?: unknown[]): Promise<number> {
  const [, count] = (await db.query(sql, parameters)) as [unknown, number];
  return count;
}
