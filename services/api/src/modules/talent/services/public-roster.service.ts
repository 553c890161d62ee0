import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PUBLIC_ROSTER_LIMIT,
  SOCIAL_PLATFORMS,
  type AgeBucket,
  type PublicRosterResponse,
  type RosterCard,
  type SocialPlatform,
} from '@tpp/contracts';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { publicTeam, TEAM_COLUMNS, type TeamRow } from './display-settings.js';
import { primaryAgeGroup } from './profile.service.js';
import { PublicRosterCache, type CachedRoster } from './public-roster-cache.js';

interface CardRow {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  hide_engagement_rate: boolean;
  primary_id: number | null;
  engagement_rate: number | null;
  female: number | null;
  a13: number | null;
  a18: number | null;
  a25: number | null;
  a35: number | null;
  a45: number | null;
  socials: [number, string, string, string][] | null;
}

const IS_SHOWN_PLATFORM = new Set<string>(SOCIAL_PLATFORMS);
const gzipAsync = promisify(gzip);

/** Percentages travel with two decimals (the columns are float4). */
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

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
        `SELECT i.id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname, ti.tagline,
                coalesce(ti.custom_picture_url, i.picture_main_url) AS picture_main_url, ti.hide_engagement_rate,
                p.id AS primary_id, p.engagement_rate, p.audience_female_percent AS female,
                p.audience_age_13_17 AS a13, p.audience_age_18_24 AS a18, p.audience_age_25_34 AS a25,
                p.audience_age_35_44 AS a35, p.audience_age_45_64 AS a45,
                (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name)
                                 ORDER BY (s.id = p.id) DESC, s.followers DESC, s.id)
                   FROM social_accounts s WHERE s.influencer_id = i.id) AS socials
           FROM (SELECT * FROM team_influencers WHERE team_id = $1
                  ORDER BY position, added_at, influencer_id LIMIT $2) ti
           JOIN influencers i ON i.id = ti.influencer_id
           LEFT JOIN LATERAL (
             SELECT s.id, s.engagement_rate, s.audience_female_percent, s.audience_age_13_17, s.audience_age_18_24,
                    s.audience_age_25_34, s.audience_age_35_44, s.audience_age_45_64
               FROM social_accounts s WHERE s.influencer_id = i.id
              ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id LIMIT 1) p ON true
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
    const influencers = rows.map((row): RosterCard => {
      const socials: RosterCard['socials'] = [];
      let reach = 0;
      for (const [id, platform, followersText, handle] of row.socials ?? []) {
        const followers = Number(followersText);
        reach += followers;
        if (IS_SHOWN_PLATFORM.has(platform))
          socials.push({ id, platform: platform as SocialPlatform, followers, handle });
      }
      const hideEngagement = row.hide_engagement_rate || hideAllEngagement;
      return {
        id: row.id,
        fullname: row.fullname,
        tagline: row.tagline,
        picture_main_url: row.picture_main_url,
        total_reach: reach,
        socials,
        primary_engagement_rate: hideEngagement ? null : round2(row.engagement_rate),
        hide_engagement_rate: hideEngagement,
        primary_female_audience: round2(row.female),
        primary_age_group: primaryAgeGroup({
          '13-17': round2(row.a13),
          '18-24': round2(row.a18),
          '25-34': round2(row.a25),
          '35-44': round2(row.a35),
          '45-64': round2(row.a45),
        } satisfies Record<AgeBucket, number | null>),
      };
    });
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
