import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SheetType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow, type Queryable, returning } from '../../../infrastructure/database/queryable.js';

/** A sheet of the team that delete, restore and delete forever act on. */
export interface TrashTargetRow {
  id: number;
  public_id: string;
  creator_user_id: number | null;
  sheet_type: SheetType;
  casting_call_id: number | null;
}

/** A sheet in the team's trash, as the trash list shows it. */
export interface TrashedSheetRow {
  public_id: string;
  title: string;
  sheet_type: SheetType;
  creator_user_id: number | null;
  creator_name: string | null;
  deleted_at: Date;
  deleted_by_name: string | null;
  purge_at: Date;
  days_left: number;
}

const TARGET_COLUMNS = 'id, public_id, creator_user_id, sheet_type, casting_call_id';
const NAME_OF = (alias: string) =>
  `coalesce(nullif(btrim(${alias}.full_name), ''), ${alias}.nickname, ${alias}.email)`;

/**
 * The trash of talent_sheets: `deleted_at` set and `purged_at` not yet. A purged sheet keeps its row
 * (public id and title) as the tombstone its statistics point to; nothing else reads it.
 */
@Injectable()
export class SheetTrashRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The team's sheet, not deleted. */
  findLive(teamId: number, publicId: string, db: Queryable = this.db): Promise<TrashTargetRow | undefined> {
    return firstRow<TrashTargetRow>(
      db,
      `SELECT ${TARGET_COLUMNS} FROM talent_sheets WHERE public_id = $1 AND team_id = $2 AND deleted_at IS NULL`,
      [publicId, teamId],
    );
  }

  /** The team's sheet in the trash (deleted, not purged), locked until the transaction ends. */
  findTrashed(
    teamId: number,
    publicId: string,
    db: Queryable = this.db,
  ): Promise<TrashTargetRow | undefined> {
    return firstRow<TrashTargetRow>(
      db,
      `SELECT ${TARGET_COLUMNS} FROM talent_sheets
        WHERE public_id = $1 AND team_id = $2 AND deleted_at IS NOT NULL AND purged_at IS NULL FOR UPDATE`,
      [publicId, teamId],
    );
  }

  /** Moves the sheet to the trash; false when it already was. */
  async trash(teamId: number, sheetId: number, userId: number, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<{ id: number }>(
      await db.query(
        `UPDATE talent_sheets SET deleted_at = now(), deleted_by = $3, version = version + 1
          WHERE id = $1 AND team_id = $2 AND deleted_at IS NULL RETURNING id`,
        [sheetId, teamId, userId],
      ),
    );
    return rows.length > 0;
  }

  /** Takes the sheet out of the trash, with its creators and collection places as they were. */
  async restore(teamId: number, sheetId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE talent_sheets SET deleted_at = NULL, deleted_by = NULL, version = version + 1, updated_at = now()
        WHERE id = $1 AND team_id = $2 AND purged_at IS NULL`,
      [sheetId, teamId],
    );
  }

  /** Whether the team has a live response (other than this sheet) to the creator call. */
  async hasLiveResponse(teamId: number, castingCallId: number, db: Queryable = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM talent_sheets WHERE team_id = $1 AND casting_call_id = $2 AND deleted_at IS NULL`,
      [teamId, castingCallId],
    );
    return rows.length > 0;
  }

  /** The team's trash, most recently deleted first, with who made and who deleted each sheet. */
  list(teamId: number, days: number, db: Queryable = this.db): Promise<TrashedSheetRow[]> {
    return db.query(
      `SELECT s.public_id, s.title, s.sheet_type, s.creator_user_id, ${NAME_OF('c')} AS creator_name,
              s.deleted_at, ${NAME_OF('d')} AS deleted_by_name,
              s.deleted_at + make_interval(days => $2) AS purge_at,
              greatest(0, ceil(extract(epoch FROM (s.deleted_at + make_interval(days => $2) - now())) / 86400))::int
                AS days_left
         FROM talent_sheets s
         LEFT JOIN users c ON c.id = s.creator_user_id
         LEFT JOIN users d ON d.id = s.deleted_by
        WHERE s.team_id = $1 AND s.deleted_at IS NOT NULL AND s.purged_at IS NULL
        ORDER BY s.deleted_at DESC, s.id DESC`,
      [teamId, days],
    );
  }

  /** Sheets of any team that have been in the trash at least `days` days (at most `limit`). */
  async dueForPurge(days: number, limit: number, db: Queryable = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT id FROM talent_sheets
        WHERE deleted_at IS NOT NULL AND purged_at IS NULL AND deleted_at <= now() - make_interval(days => $1)
        ORDER BY deleted_at LIMIT $2`,
      [days, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Deletes trashed sheets for good, keeping each row as a tombstone (public id, title, team): its
   * creators, notes, collection places, viewer links and texts go; its statistics (analytics
   * rollups, brand responses and likes) stay and keep counting in the team's totals.
   */
  async purge(sheetIds: number[], db: Queryable = this.db): Promise<number[]> {
    if (!sheetIds.length) return [];
    const ids = returning<{ id: number }>(
      await db.query(
        `UPDATE talent_sheets SET purged_at = now(), description = NULL, campaign_description = NULL,
                campaign_data = '{}'::jsonb, casting_call_id = NULL
          WHERE id = ANY($1::int[]) AND deleted_at IS NOT NULL AND purged_at IS NULL RETURNING id`,
        [sheetIds],
      ),
    ).map((row) => row.id);
    if (!ids.length) return [];
    await db.query(`DELETE FROM talent_sheet_influencers WHERE sheet_id = ANY($1::int[])`, [ids]);
    await db.query(`DELETE FROM collection_sheets WHERE sheet_id = ANY($1::int[])`, [ids]);
    await db.query(`DELETE FROM sheet_viewer_links WHERE sheet_id = ANY($1::int[])`, [ids]);
    return ids;
  }
}
