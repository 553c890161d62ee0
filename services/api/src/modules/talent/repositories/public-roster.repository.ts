import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, CARD_PRIMARY_ACCOUNT_JOIN, type CardRow } from './roster-card.sql.js';
import { firstRow } from '../../../infrastructure/database/queryable.js';

export interface RosterStatsRow {
  creators: number;
  /** platform -> followers summed over the roster (bigint as text) */
  by_platform: Record<string, string>;
}

/**
 * The public roster's cards and stats: roster creators only (never pitched ones); and the cards of
 * chosen creators of a team, pitched ones too, for shared sheets (cardsOf).
 */
@Injectable()
export class PublicRosterRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The first `limit` cards in roster order. */
  cards(teamId: number, limit: number): Promise<CardRow[]> {
    return this.db.query(
      `SELECT ${CARD_COLUMNS}
         FROM (SELECT * FROM team_influencers WHERE team_id = $1 AND represented
                ORDER BY position, added_at, influencer_id LIMIT $2) ti
         JOIN influencers i ON i.id = ti.influencer_id
         ${CARD_PRIMARY_ACCOUNT_JOIN}
        ORDER BY ti.position, ti.added_at, ti.influencer_id`,
      [teamId, limit],
    );
  }

  /** The cards of these creators of the team (represented or pitched), in the given order. */
  cardsOf(teamId: number, influencerIds: number[]): Promise<CardRow[]> {
    if (!influencerIds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT ${CARD_COLUMNS}
         FROM unnest($2::int[]) WITH ORDINALITY AS wanted(influencer_id, ord)
         JOIN team_influencers ti ON ti.team_id = $1 AND ti.influencer_id = wanted.influencer_id
         JOIN influencers i ON i.id = wanted.influencer_id
         ${CARD_PRIMARY_ACCOUNT_JOIN}
        ORDER BY wanted.ord`,
      [teamId, influencerIds],
    );
  }

  /** Creators and reach per platform over the whole roster, also beyond the cards shown. */
  async stats(teamId: number): Promise<RosterStatsRow | undefined> {
    return firstRow<RosterStatsRow>(
      this.db,
      `SELECT (SELECT count(*) FROM team_influencers WHERE team_id = $1 AND represented)::int AS creators,
              coalesce(json_object_agg(platform, reach), '{}'::json) AS by_platform
         FROM (SELECT s.platform, sum(s.followers)::text AS reach
                 FROM team_influencers ti JOIN social_accounts s ON s.influencer_id = ti.influencer_id
                WHERE ti.team_id = $1 AND ti.represented GROUP BY s.platform) reach`,
      [teamId],
    );
  }
}
