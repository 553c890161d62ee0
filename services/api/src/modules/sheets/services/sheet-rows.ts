import type { SheetType } from '@tpp/contracts';
import type { EntityManager } from 'typeorm';
import { sheetNotFound } from './sheet-ids.js';

/** A talent_sheets row as the services read it. */
export interface SheetRow {
  id: number;
  public_id: string;
  team_id: number;
  creator_user_id: number | null;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  casting_call_id: number | null;
  response_status: 'created' | 'submitted' | null;
  campaign_description: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const SHEET_COLUMNS =
  'id, public_id, team_id, creator_user_id, title, description, sheet_type, casting_call_id, response_status, campaign_description, version, created_at, updated_at';

/** The team's sheet by public id, or 404 exactly like a missing one. */
export async function findTeamSheet(
  manager: EntityManager,
  teamId: number,
  publicId: string,
): Promise<SheetRow> {
  const rows: SheetRow[] = await manager.query(
    `SELECT ${SHEET_COLUMNS} FROM talent_sheets WHERE public_id = $1 AND team_id = $2`,
    [publicId, teamId],
  );
  const row = rows[0];
  if (!row) throw sheetNotFound();
  return row;
}
