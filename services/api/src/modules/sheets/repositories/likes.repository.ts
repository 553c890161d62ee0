import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InfluencerLike } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { placeholder } from './sql.js';

/** A like as the answer carries it, with its time as pg returns it. */
export interface LikeRow extends Omit<InfluencerLike, 'created_at'> {
  created_at: Date;
}

/** A creator with likes on the team; `sheets` is [public id, title] of the sheets the likes came from. */
export interface FavoriteRow {
  influencer_id: number;
  like_count: number;
  last_liked_at: Date;
  liked_by_me: boolean;
  sheets: [string, string][] | null;
  /** [conversation id, responder name] of the brand responses that liked the creator, newest first. */
  responses: [number, string][] | null;
}

export interface LikeFilter {
  sheetPublicId?: string;
  influencerId?: number;
  limit: number;
}

/** A team member's like of a creator, on a sheet (internal id) or on none. */
export interface TeamLike {
  teamId: number;
  influencerId: number;
  sheetId: number | null;
  userId: number;
}

/** influencer_likes: brand hearts from shared sheets ('brand') and team members' favorites ('team'). */
@Injectable()
export class LikesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The team's likes, newest first. */
  list(teamId: number, filter: LikeFilter): Promise<LikeRow[]> {
    const params: unknown[] = [teamId];
    const conditions = ['l.team_id = $1'];
    if (filter.sheetPublicId) conditions.push(`ts.public_id = ${placeholder(params, filter.sheetPublicId)}`);
    if (filter.influencerId) conditions.push(`l.influencer_id = ${placeholder(params, filter.influencerId)}`);
    return this.db.query(
      `SELECT l.id, l.influencer_id, ts.public_id AS salesheet_id, l.team_id, l.source, l.responder_name,
              l.responder_email, l.user_id, l.created_at, sr.conversation_id
         FROM influencer_likes l LEFT JOIN talent_sheets ts ON ts.id = l.sheet_id
         LEFT JOIN sheet_responses sr ON sr.id = l.sheet_response_id
        WHERE ${conditions.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT ${placeholder(params, filter.limit)}`,
      params,
    );
  }

  async addTeamLike(like: TeamLike): Promise<void> {
    await this.db.query(
      `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, user_id)
       VALUES ($1, $2, $3, 'team', $4)
       ON CONFLICT (team_id, influencer_id, coalesce(sheet_id, 0), user_id) WHERE source = 'team' DO NOTHING`,
      [like.teamId, like.influencerId, like.sheetId, like.userId],
    );
  }

  async removeTeamLike(like: TeamLike): Promise<void> {
    await this.db.query(
      `DELETE FROM influencer_likes WHERE team_id = $1 AND influencer_id = $2 AND coalesce(sheet_id, 0) = $3
          AND source = 'team' AND user_id = $4`,
      [like.teamId, like.influencerId, like.sheetId ?? 0, like.userId],
    );
  }

  /** One brand like per creator, from a response to the team's shared sheet. */
  async addBrandLikes(
    teamId: number,
    sheetId: number,
    responder: { name: string; email: string; responseId: number },
    influencerIds: number[],
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, responder_name, responder_email,
         sheet_response_id)
       SELECT $1, id, $2, 'brand', $3, $4, $6 FROM unnest($5::int[]) AS id`,
      [teamId, sheetId, responder.name, responder.email, influencerIds, responder.responseId],
    );
  }

  /** Ids of the creators the user liked on the team (team likes). */
  async likedBy(teamId: number, userId: number): Promise<number[]> {
    const rows: { influencer_id: number }[] = await this.db.query(
      `SELECT DISTINCT influencer_id FROM influencer_likes WHERE team_id = $1 AND user_id = $2 AND source = 'team'
        ORDER BY influencer_id`,
      [teamId, userId],
    );
    return rows.map((row) => row.influencer_id);
  }

  /** One page of the team's creators (roster or pitched) with likes, newest like first, and how many there are. */
  async favorites(
    teamId: number,
    userId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: FavoriteRow[]; total: number }> {
    const rows: (FavoriteRow & { total: number })[] = await this.db.query(
      `SELECT l.influencer_id, count(*)::int AS like_count, max(l.created_at) AS last_liked_at,
              bool_or(l.source = 'team' AND l.user_id = $2) AS liked_by_me,
              json_agg(DISTINCT jsonb_build_array(ts.public_id, ts.title)) FILTER (WHERE ts.id IS NOT NULL) AS sheets,
              (array_agg(jsonb_build_array(sr.conversation_id, sr.responder_name) ORDER BY sr.created_at DESC)
                FILTER (WHERE sr.conversation_id IS NOT NULL))[1:5] AS responses,
              count(*) OVER ()::int AS total
         FROM influencer_likes l
         JOIN team_influencers ti ON ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id
         LEFT JOIN talent_sheets ts ON ts.id = l.sheet_id
         LEFT JOIN sheet_responses sr ON sr.id = l.sheet_response_id
        WHERE l.team_id = $1
        GROUP BY l.influencer_id
        ORDER BY max(l.created_at) DESC, l.influencer_id DESC
        LIMIT $3 OFFSET $4`,
      [teamId, userId, limit, offset],
    );
    if (rows[0]) return { rows, total: rows[0].total };
    // A page past the end has no row to carry the window count.
    const counts: { total: number }[] = await this.db.query(
      `SELECT count(DISTINCT l.influencer_id)::int AS total FROM influencer_likes l
         JOIN team_influencers ti ON ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id
        WHERE l.team_id = $1`,
      [teamId],
    );
    return { rows, total: counts[0]?.total ?? 0 };
  }
}
