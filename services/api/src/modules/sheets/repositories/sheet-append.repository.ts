import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { firstRow, returning, type Queryable } from '../../../infrastructure/database/queryable.js';

/** Appending creators to the end of a team's sheet (the bulk "Add to a sheet"). */
@Injectable()
export class SheetAppendRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Locks the team's sheet row for the caller's transaction and answers the creators on it; undefined
   * when the sheet is not the team's.
   */
  async lockMembers(teamId: number, sheetId: number, db: Queryable = this.db): Promise<number[] | undefined> {
    const sheet = await firstRow<{ id: number }>(
      db,
      `SELECT id FROM talent_sheets WHERE id = $1 AND team_id = $2 FOR UPDATE`,
      [sheetId, teamId],
    );
    if (!sheet) return undefined;
    const rows: { influencer_id: number }[] = await db.query(
      `SELECT influencer_id FROM talent_sheet_influencers WHERE sheet_id = $1`,
      [sheetId],
    );
    return rows.map((row) => row.influencer_id);
  }

  /** Adds the creators after the sheet's last one, in this order, with empty notes. */
  async append(
    teamId: number,
    sheetId: number,
    influencerIds: readonly number[],
    db: Queryable = this.db,
  ): Promise<void> {
    if (!influencerIds.length) return;
    await db.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note)
       SELECT s.id, x.influencer_id,
              (SELECT coalesce(max(position) + 1, 0) FROM talent_sheet_influencers WHERE sheet_id = s.id) + x.n - 1,
              ''
         FROM talent_sheets s, unnest($3::int[]) WITH ORDINALITY AS x(influencer_id, n)
        WHERE s.id = $1 AND s.team_id = $2`,
      [sheetId, teamId, [...influencerIds]],
    );
  }

  /** A new version of the team's sheet (its creators changed); answers it. */
  async bumpVersion(teamId: number, sheetId: number, db: Queryable = this.db): Promise<number> {
    const rows = returning<{ version: number }>(
      await db.query(
        `UPDATE talent_sheets SET version = version + 1, updated_at = now() WHERE id = $1 AND team_id = $2 RETURNING version`,
        [sheetId, teamId],
      ),
    );
    return rows[0]!.version;
  }
}
