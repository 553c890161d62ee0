import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SheetRateCards, UserNotice } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface TeamLookRow {
  id: number;
  name: string;
  image_url: string | null;
  settings: Record<string, unknown> | null;
}

const COLUMNS = 'id, name, image_url, settings';

/** teams.image_url and teams.settings (the display settings under the spec's names). */
@Injectable()
export class TeamLookRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(teamId: number): Promise<TeamLookRow | undefined> {
    const rows: TeamLookRow[] = await this.db.query(`SELECT ${COLUMNS} FROM teams WHERE id = $1`, [teamId]);
    return rows[0];
  }

  /** Merges `options` into the team's settings (other keys stay), in one statement. */
  async mergeSettings(
    teamId: number,
    options: Record<string, unknown>,
    db: Queryable = this.db,
  ): Promise<TeamLookRow | undefined> {
    const rows = returning<TeamLookRow>(
      await db.query(
        `UPDATE teams SET settings = settings || $2::jsonb, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [teamId, JSON.stringify(options)],
      ),
    );
    return rows[0];
  }

  async setImageUrl(
    teamId: number,
    url: string | null,
    db: Queryable = this.db,
  ): Promise<TeamLookRow | undefined> {
    const rows = returning<TeamLookRow>(
      await db.query(
        `UPDATE teams SET image_url = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [teamId, url],
      ),
    );
    return rows[0];
  }

  /** The rate-card switch of the team's sheet (internal id). */
  async sheetRateCards(teamId: number, sheetId: number): Promise<SheetRateCards | undefined> {
    const rows: { rate_cards: SheetRateCards }[] = await this.db.query(
      `SELECT rate_cards FROM talent_sheets WHERE id = $1 AND team_id = $2`,
      [sheetId, teamId],
    );
    return rows[0]?.rate_cards;
  }

  async setSheetRateCards(
    teamId: number,
    sheetId: number,
    rateCards: SheetRateCards,
  ): Promise<SheetRateCards | undefined> {
    const rows = returning<{ rate_cards: SheetRateCards }>(
      await this.db.query(
        `UPDATE talent_sheets SET rate_cards = $3 WHERE id = $1 AND team_id = $2 RETURNING rate_cards`,
        [sheetId, teamId, rateCards],
      ),
    );
    return rows[0]?.rate_cards;
  }

  /** The one-time notices the user has dismissed. */
  async dismissedNotices(userId: number): Promise<string[]> {
    const rows: { notice: string }[] = await this.db.query(
      `SELECT notice FROM user_notice_dismissals WHERE user_id = $1`,
      [userId],
    );
    return rows.map((row) => row.notice);
  }

  /** Remembers that the user dismissed the notice (again: no change). */
  async dismissNotice(userId: number, notice: UserNotice): Promise<void> {
    await this.db.query(
      `INSERT INTO user_notice_dismissals (user_id, notice) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [userId, notice],
    );
  }
}
