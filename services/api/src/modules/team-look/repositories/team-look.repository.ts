import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
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
}
