import { Injectable } from '@nestjs/common';
import {
  SHEET_ERROR_CODES,
  SHEET_LIMITS,
  type FavoriteInfluencer,
  type FavoritesResponse,
  type InfluencerLikeRequest,
  type InfluencerLikeResponse,
  type InfluencerLikesQuery,
  type InfluencerLikesResponse,
  type PageQuery,
} from '@tpp/contracts';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { RosterService } from '../../talent/services/roster.service.js';
import { mapFavoriteInfluencer, mapInfluencerLike } from '../dto/like.mapper.js';
import { LikesRepository, type TeamLike } from '../repositories/likes.repository.js';
import { SheetsException } from '../sheets.errors.js';
import { TeamSheetService } from './team-sheet.service.js';

/** The likes a team's lists show at most (newest first). */
export const LIKES_LIST_LIMIT = 1000;

/**
 * Likes: brand hearts from shared sheets and team members' favorites, and the favorites page
 * (creators with likes on the team). A like's team must be the caller's.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikesRepository,
    private readonly teamSheets: TeamSheetService,
    private readonly roster: RosterService,
  ) {}

  async list(team: TeamScope, query: InfluencerLikesQuery): Promise<InfluencerLikesResponse> {
    const rows = await this.likes.list(team.teamId, {
      sheetPublicId: query.salesheet_id,
      influencerId: query.influencer_id,
      limit: LIKES_LIST_LIMIT,
    });
    return { likes: rows.map(mapInfluencerLike) };
  }

  /** Resolves the like inside the caller's team (404 for another team, a creator not the team's (roster or pitched) or a foreign sheet). */
  private async teamLike(team: TeamScope, body: InfluencerLikeRequest): Promise<TeamLike> {
    if (body.team_id !== team.teamId) throw new SheetsException(SHEET_ERROR_CODES.influencerNotFound);
    await this.roster.requireTeamCreator(team.teamId, body.influencer_id);
    const sheet = body.salesheet_id ? await this.teamSheets.require(team, body.salesheet_id) : null;
    return {
      teamId: team.teamId,
      influencerId: body.influencer_id,
      sheetId: sheet?.id ?? null,
      userId: team.userId,
    };
  }

  async add(team: TeamScope, body: InfluencerLikeRequest): Promise<InfluencerLikeResponse> {
    await this.likes.addTeamLike(await this.teamLike(team, body));
    return { success: true };
  }

  async remove(team: TeamScope, body: InfluencerLikeRequest): Promise<InfluencerLikeResponse> {
    await this.likes.removeTeamLike(await this.teamLike(team, body));
    return { success: true };
  }

  /** Ids of the creators the user liked on the team (team likes): the session's favoriteInfluencers. */
  likedBy(teamId: number, userId: number): Promise<number[]> {
    return this.likes.likedBy(teamId, userId);
  }

  async favorites(team: TeamScope, query: PageQuery): Promise<FavoritesResponse> {
    const page = query.page ?? 1;
    const limit = SHEET_LIMITS.favoritesPageSize;
    const { rows, total } = await this.likes.favorites(team.teamId, team.userId, limit, (page - 1) * limit);
    const { rows: byId } = await this.roster.byIds(
      team.teamId,
      rows.map((row) => row.influencer_id),
    );
    const influencers: FavoriteInfluencer[] = [];
    for (const row of rows) {
      const influencer = byId.get(row.influencer_id);
      if (influencer) influencers.push(mapFavoriteInfluencer(influencer, row));
    }
    return { influencers, total, page, limit };
  }
}
