import { firstRow, type Queryable } from '../infrastructure/database/queryable.js';
import { DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';

/**
 * The id of the oldest team named `name` (the demo agency by default), or undefined: how the demo
 * seeds find the team they write for.
 */
export async function teamIdByName(
  db: Queryable,
  name: string = DEMO_TEAM_NAME,
): Promise<number | undefined> {
  const team = await firstRow<{ id: number }>(
    db,
    `SELECT id FROM teams WHERE name = $1 ORDER BY id LIMIT 1`,
    [name],
  );
  return team?.id;
}
