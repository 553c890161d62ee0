import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PUBLIC_ROSTER_LIMIT,
  SOCIAL_PLATFORMS,
  type PublicRosterResponse,
  type SocialPlatform,
} from '@tpp/contracts';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { publicTeam, TEAM_COLUMNS, type TeamRow } from './display-settings.js';
import { PublicRosterCache, type CachedRoster } from './public-roster-cache.js';
import {
  CARD_COLUMNS,
  CARD_PRIMARY_ACCOUNT_JOIN,
  IS_SHOWN_PLATFORM,
  toRosterCard,
  type CardRow,
} from './roster-cards.js';

const gzipAsync = promisify(gzip);

/**
 * GET /api/team/roster/{teamId}: one set-based query (roster rows, the primary account's columns
 * and the accounts aggregated as compact arrays) plus the team row; the serialised answer is
 * cached per team (PublicRosterCache) with an ETag.
 */
@Injectable()
export class PublicRosterService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: PublicRosterCache,
  ) {}

  /** Builds in flight per team: when an entry expires under load, one build serves every waiting request. */
  private readonly building = new Map<number, Promise<CachedRoster>>();

  roster(teamId: number): Promise<CachedRoster> {
    const cached = this.cache.get(teamId);
    if (cached) return Promise.resolve(cached);
    let pending = this.building.get(teamId);
    if (!pending) {
      pending = this.fill(teamId).finally(() => this.building.delete(teamId));
      this.building.set(teamId, pending);
    }
    return pending;
  }

  private async fill(teamId: number): Promise<CachedRoster> {
    const generation = this.cache.generation(teamId);
    const body = Buffer.from(JSON.stringify(await this.build(teamId)));
    const compressed = await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
    return this.cache.set(teamId, body, compressed, generation);
  }

  async build(teamId: number): Promise<PublicRosterResponse> {
    const [teams, rows, totals] = await Promise.all([
      this.db.query(`SELECT ${TEAM_COLUMNS} FROM teams WHERE id = $1`, [teamId]) as Promise<TeamRow[]>,
      this.db.query(
        `SELECT ${CARD_COLUMNS}
           FROM (SELECT * FROM team_influencers WHERE team_id = $1
                  ORDER BY position, added_at, influencer_id LIMIT $2) ti
           JOIN influencers i ON i.id = ti.influencer_id
           ${CARD_PRIMARY_ACCOUNT_JOIN}
          ORDER BY ti.position, ti.added_at, ti.influencer_id`,
        [teamId, PUBLIC_ROSTER_LIMIT],
      ) as Promise<CardRow[]>,
      // Stats cover the whole roster, also beyond the 500 cards shown.
      this.db.query(
        `SELECT (SELECT count(*) FROM team_influencers WHERE team_id = $1)::int AS creators,
                coalesce(json_object_agg(platform, reach), '{}'::json) AS by_platform
           FROM (SELECT s.platform, sum(s.followers)::text AS reach
                   FROM team_influencers ti JOIN social_accounts s ON s.influencer_id = ti.influencer_id
                  WHERE ti.team_id = $1 GROUP BY s.platform) reach`,
        [teamId],
      ) as Promise<{ creators: number; by_platform: Record<string, string> }[]>,
    ]);
    const teamRow = teams[0];
    if (!teamRow) throw ApiException.notFound('The requested roster could not be found.');
    const team = publicTeam(teamRow);
    const settings = team.display_settings;
    const hideAllEngagement = settings.displayRosterHideEngagment || settings.displayNoEngagment;

    const reachByPlatform = Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, 0])) as Record<
      SocialPlatform,
      number
    >;
    let totalReach = 0;
    for (const [platform, reach] of Object.entries(totals[0]?.by_platform ?? {})) {
      totalReach += Number(reach);
      if (IS_SHOWN_PLATFORM.has(platform)) reachByPlatform[platform as SocialPlatform] = Number(reach);
    }
    const influencers = rows.map((row) => toRosterCard(row, hideAllEngagement));
    return {
      team,
      influencers,
      stats: {
        creators: totals[0]?.creators ?? influencers.length,
        total_reach: totalReach,
        reach_by_platform: reachByPlatform,
      },
    };
  }
}
