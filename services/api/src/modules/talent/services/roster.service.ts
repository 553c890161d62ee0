import { Injectable } from '@nestjs/common';
import {
  TALENT_ERROR_CODES,
  type CategoriesResponse,
  type RosterInfluencer,
  type RosterQuery,
  type RosterResponse,
  type TeamTagsResponse,
} from '@tpp/contracts';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { CATEGORIES } from '../../talent-data/catalog/index.js';
import { mapRosterPage } from '../dto/roster-influencer.mapper.js';
import { mapTeamTags } from '../dto/team-tags.mapper.js';
import { RosterRepository, type RosterListFilter } from '../repositories/roster.repository.js';
import { TalentException } from '../talent.errors.js';

/** The name filter applies only above this many characters (spec: /influencers). */
export const MIN_NAME_FILTER_LENGTH = 3;

/** A roster query; the API's page sizes are checked by the DTO, readers by id ask for any number. */
type RosterFilter = Omit<RosterQuery, 'limit'> & { limit?: number; includePitched?: boolean };

/** The spec's reading of a roster query: defaults, the name filter's minimum, ids as numbers. */
function listFilter(query: RosterFilter): RosterListFilter {
  const limit = query.limit ?? 25;
  const page = query.page ?? 1;
  const name = query.name?.trim() ?? '';
  return {
    influencerIds: query.influencer_ids ? query.influencer_ids.split(',').map(Number) : undefined,
    includePitched: query.includePitched,
    name: name.length >= MIN_NAME_FILTER_LENGTH ? name : undefined,
    tag: query.tag ? query.tag.trim() : undefined,
    followersMin: query.followers_min,
    followersMax: query.followers_max,
    engagementRateMin: query.engagement_rate_min,
    usAudienceShareMin: query.us_audience_share_min,
    avgViewsMin: query.avg_views_min,
    platform: query.platform,
    gender: query.gender,
    sort: query.sort,
    order: query.order,
    limit,
    offset: (page - 1) * limit,
  };
}

/** The team's roster list and its tags, and the category catalog. */
@Injectable()
export class RosterService {
  constructor(private readonly roster: RosterRepository) {}

  /** 404, exactly like a missing creator, unless the creator is the team's (on its roster or pitched). */
  async requireTeamCreator(teamId: number, influencerId: number): Promise<void> {
    if (!(await this.roster.isTeamCreator(teamId, influencerId)))
      throw new TalentException(TALENT_ERROR_CODES.influencerNotFound);
  }

  /**
   * A sheet save's creators become the team's: any directory creator not on the roster becomes a
   * pitched creator (in the caller's transaction). Answers the ids that do not exist at all.
   */
  async pitch(teamId: number, ids: readonly number[], db: Queryable): Promise<number[]> {
    if (!ids.length) return [];
    const found = new Set(await this.roster.pitch(teamId, [...ids], db));
    return ids.filter((id) => !found.has(id));
  }

  /**
   * Puts a creator on the team's roster (Add Talent: a completed add-talent task), in the caller's
   * transaction: a pitched row becomes a roster row, a new one is made first. True when the creator
   * was not on the roster before. The caller invalidates the team's PublicRosterCache.
   */
  async represent(teamId: number, influencerId: number, db: Queryable): Promise<boolean> {
    await this.roster.pitch(teamId, [influencerId], db);
    return this.roster.represent(teamId, influencerId, db);
  }

  /** Rows of these creators (the team's: roster or pitched) by id, and their total reach. */
  async byIds(
    teamId: number,
    ids: readonly number[],
  ): Promise<{ rows: Map<number, RosterInfluencer>; reach: number }> {
    if (!ids.length) return { rows: new Map(), reach: 0 };
    const { influencers, reach } = await this.list(teamId, {
      influencer_ids: ids.join(','),
      limit: ids.length,
      includePitched: true,
    });
    return { rows: new Map(influencers.map((influencer) => [influencer.id, influencer])), reach };
  }

  /** The roster table (GET /api/user/influencers): roster creators only unless `includePitched`. */
  async list(teamId: number, query: RosterFilter): Promise<RosterResponse> {
    return mapRosterPage(await this.roster.list(teamId, listFilter(query)));
  }

  async tags(teamId: number): Promise<TeamTagsResponse> {
    return mapTeamTags(await this.roster.tags(teamId));
  }

  /** Categories with subcategories: the product catalog, the same for every team. */
  categories(): CategoriesResponse {
    return { categories: CATEGORIES };
  }
}
