import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PUBLIC_ROSTER_LIMIT,
  SOCIAL_PLATFORMS,
  type PublicRosterResponse,
  type SocialPlatform,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { publicTeam, TEAM_COLUMNS, type TeamRow } from './display-settings.js';
import { PublicRosterCache } from './public-roster-cache.js';
import {
  CARD_COLUMNS,
  CARD_PRIMARY_ACCOUNT_JOIN,
  IS_SHOWN_PLATFORM,
  toRosterCard,
  type CardRow,
} from './roster-cards.js';

const rosterNotFound = () => ApiException.notFound('The requested roster could not be found.');

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

  /** The cached answer; when it expires under load, one build serves every waiting request. */
  async roster(teamId: number): Promise<CachedAnswer> {
    const answer = await this.cache.getOrBuild(teamId, '', () => this.build(teamId));
    if (!answer) throw rosterNotFound();
    return answer;
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
    if (!teamRow) throw rosterNotFound();
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
