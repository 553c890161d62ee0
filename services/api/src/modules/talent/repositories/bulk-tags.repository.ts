import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** A team's tags of one creator (its team_influencers row, roster or pitched). */
export interface TeamTagsRow {
  influencer_id: number;
  tags: string[];
  display_tags: string[];
}

/** The tags of many of a team's creators at once (the bulk tag call). */
@Injectable()
export class BulkTagsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The team's rows of these creators (roster or pitched), locked for the caller's transaction. */
  lockTags(
    teamId: number,
    influencerIds: readonly number[],
    db: Queryable = this.db,
  ): Promise<TeamTagsRow[]> {
    return db.query(
      `SELECT influencer_id, tags, display_tags FROM team_influencers
        WHERE team_id = $1 AND influencer_id = ANY($2::int[]) ORDER BY influencer_id FOR UPDATE`,
      [teamId, [...influencerIds]],
    );
  }

  /** Writes the tags and displayed tags of these rows of the team, in one statement. */
  async writeTags(teamId: number, rows: readonly TeamTagsRow[], db: Queryable = this.db): Promise<void> {
    if (!rows.length) return;
    await db.query(
      `UPDATE team_influencers ti SET tags = x.tags, display_tags = x.display_tags, updated_at = now()
         FROM jsonb_to_recordset($2::jsonb) AS x(influencer_id int, tags text[], display_tags text[])
        WHERE ti.team_id = $1 AND ti.influencer_id = x.influencer_id`,
      [teamId, JSON.stringify(rows)],
    );
  }
}
