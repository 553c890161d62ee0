import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_LIMITS,
  TALENT_ERROR_CODES,
  type FavoriteInfluencer,
  type FavoritesResponse,
  type InfluencerLike,
  type InfluencerLikesResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import { TalentException } from '../../talent/talent.errors.js';
import type { InfluencerLikeDto, LikesQueryDto } from '../dto/sheet-requests.dto.js';
import { iso, sheetNotFound } from './sheet-ids.js';

/** The likes a team's lists show at most (newest first). */
export const LIKES_LIST_LIMIT = 1000;

interface LikeRow {
  id: number;
  influencer_id: number;
  salesheet_id: string | null;
  team_id: number;
  source: 'brand' | 'team';
  responder_name: string | null;
  responder_email: string | null;
  user_id: number | null;
  created_at: Date;
}

/**
 * Likes: brand hearts from shared sheets and team members' favorites, and the favorites page
 * (creators with likes on the team). A like's team must be the caller's.
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly roster: RosterService,
  ) {}

  async list(team: TeamScope, query: LikesQueryDto): Promise<InfluencerLikesResponse> {
    const conditions = ['l.team_id = $1'];
    const params: unknown[] = [team.teamId];
    if (query.salesheet_id) {
      params.push(query.salesheet_id);
      conditions.push(`ts.public_id = $${params.length}`);
    }
    if (query.influencer_id) {
      params.push(query.influencer_id);
      conditions.push(`l.influencer_id = $${params.length}`);
    }
    params.push(LIKES_LIST_LIMIT);
    const rows: LikeRow[] = await this.db.query(
      `SELECT l.id, l.influencer_id, ts.public_id AS salesheet_id, l.team_id, l.source, l.responder_name,
              l.responder_email, l.user_id, l.created_at
         FROM influencer_likes l LEFT JOIN talent_sheets ts ON ts.id = l.sheet_id
        WHERE ${conditions.join(' AND ')} ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
      params,
    );
    return {
      likes: rows.map((row): InfluencerLike => ({
        id: row.id,
        influencer_id: row.influencer_id,
        salesheet_id: row.salesheet_id,
        team_id: row.team_id,
        source: row.source,
        responder_name: row.responder_name,
        responder_email: row.responder_email,
        user_id: row.user_id,
        created_at: iso(row.created_at),
      })),
    };
  }

  /** Resolves the like's target inside the caller's team (404 for another team, a creator off the roster or a foreign sheet). */
  private async target(team: TeamScope, body: InfluencerLikeDto): Promise<number | null> {
    if (body.team_id !== team.teamId) throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
    await this.roster.requireOnRoster(team.teamId, body.influencer_id);
    if (!body.salesheet_id) return null;
    const sheets: { id: number }[] = await this.db.query(
      `SELECT id FROM talent_sheets WHERE public_id = $1 AND team_id = $2`,
      [body.salesheet_id, team.teamId],
    );
    if (!sheets[0]) throw sheetNotFound();
    return sheets[0].id;
  }

  async add(team: TeamScope, body: InfluencerLikeDto): Promise<{ success: true }> {
    const sheetId = await this.target(team, body);
    await this.db.query(
      `INSERT INTO influencer_likes (team_id, influencer_id, sheet_id, source, user_id)
       VALUES ($1, $2, $3, 'team', $4)
       ON CONFLICT (team_id, influencer_id, coalesce(sheet_id, 0), user_id) WHERE source = 'team' DO NOTHING`,
      [team.teamId, body.influencer_id, sheetId, team.userId],
    );
    return { success: true };
  }

  async remove(team: TeamScope, body: InfluencerLikeDto): Promise<{ success: true }> {
    const sheetId = await this.target(team, body);
    await this.db.query(
      `DELETE FROM influencer_likes WHERE team_id = $1 AND influencer_id = $2 AND coalesce(sheet_id, 0) = $3
          AND source = 'team' AND user_id = $4`,
      [team.teamId, body.influencer_id, sheetId ?? 0, team.userId],
    );
    return { success: true };
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

  async favorites(team: TeamScope, page: number): Promise<FavoritesResponse> {
    const limit = SHEET_LIMITS.favoritesPageSize;
    const rows: {
      influencer_id: number;
      like_count: number;
      last_liked_at: Date;
      liked_by_me: boolean;
      sheets: [string, string][] | null;
      total: number;
    }[] = await this.db.query(
      `SELECT l.influencer_id, count(*)::int AS like_count, max(l.created_at) AS last_liked_at,
              bool_or(l.source = 'team' AND l.user_id = $2) AS liked_by_me,
              json_agg(DISTINCT jsonb_build_array(ts.public_id, ts.title)) FILTER (WHERE ts.id IS NOT NULL) AS sheets,
              count(*) OVER ()::int AS total
         FROM influencer_likes l
         JOIN team_influencers ti ON ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id
         LEFT JOIN talent_sheets ts ON ts.id = l.sheet_id
        WHERE l.team_id = $1
        GROUP BY l.influencer_id
        ORDER BY max(l.created_at) DESC, l.influencer_id DESC
        LIMIT $3 OFFSET $4`,
      [team.teamId, team.userId, limit, (page - 1) * limit],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const counts: { total: number }[] = await this.db.query(
        `SELECT count(DISTINCT l.influencer_id)::int AS total FROM influencer_likes l
           JOIN team_influencers ti ON ti.team_id = l.team_id AND ti.influencer_id = l.influencer_id
          WHERE l.team_id = $1`,
        [team.teamId],
      );
      total = counts[0]?.total ?? 0;
    }
    const ids = rows.map((row) => row.influencer_id);
    const { rows: byId } = await this.roster.byIds(team.teamId, ids);
    const influencers: FavoriteInfluencer[] = [];
    for (const row of rows) {
      const influencer = byId.get(row.influencer_id);
      if (!influencer) continue;
      influencers.push({
        ...influencer,
        like_count: row.like_count,
        last_liked_at: iso(row.last_liked_at),
        sheets: (row.sheets ?? []).map(([id, title]) => ({ id, title })),
        liked_by_me: row.liked_by_me,
      });
    }
    return { influencers, total, page, limit };
  }
}
