import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { averageViewsSql } from '../../talent/figures/figures.js';

/** One creator with the team's view of it and its instagram, tiktok and youtube accounts. */
export interface AiCreatorRow {
  id: number;
  fullname: string;
  description: string;
  custom_description: string | null;
  /** The caller team's tags ([] when the team has no row). */
  tags: string[];
  city: string | null;
  state: string | null;
  country: string | null;
  gender: 'male' | 'female' | null;
  age: number | null;
  /** What changes when the creator or the team's row changes (the roster version). */
  stamp: string;
  accounts: AiAccountRow[];
}

export interface AiAccountRow {
  id: number;
  platform: 'instagram' | 'tiktok' | 'youtube';
  handle: string;
  followers: number;
  engagement_rate: number | null;
  average_views: number | null;
  us_audience_share: number | null;
  female: number | null;
  male: number | null;
  ages: (number | null)[];
  countries: { code?: string; name?: string; weight?: number }[] | null;
  primary: boolean;
  stamp: string;
}

const CREATOR_SELECT = `
  SELECT i.id, i.fullname, i.description, ti.custom_description, coalesce(ti.tags, '{}') AS tags,
         coalesce(ti.city, i.city) AS city, coalesce(ti.state, i.state) AS state, i.country, i.gender, i.age,
         concat_ws(':', i.directory_xid, ti.updated_at) AS stamp,
         coalesce(json_agg(json_build_object(
             'id', sa.id, 'platform', sa.platform, 'handle', sa.platform_account_name,
             'followers', sa.followers, 'engagement_rate', sa.engagement_rate,
             'average_views', ${averageViewsSql('sa')}, 'us_audience_share', sa.us_audience_share,
             'female', sa.audience_female_percent, 'male', sa.audience_male_percent,
             'ages', json_build_array(sa.audience_age_13_17, sa.audience_age_18_24, sa.audience_age_25_34,
                                      sa.audience_age_35_44, sa.audience_age_45_64),
             'countries', sa.audience -> 'audience_geo' -> 'countries',
             'primary', sa.is_primary OR sa.id = i.primary_social_id,
             'stamp', sa.directory_xid::text) ORDER BY sa.id)
           FILTER (WHERE sa.id IS NOT NULL), '[]') AS accounts`;

/** The reads of the AI helpers: the creators they choose from, with the facts they cite. */
@Injectable()
export class AiCreatorsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The team's roster (represented creators). */
  roster(teamId: number): Promise<AiCreatorRow[]> {
    return this.db.query(
      `${CREATOR_SELECT}
         FROM team_influencers ti
         JOIN influencers i ON i.id = ti.influencer_id
         LEFT JOIN social_accounts sa ON sa.influencer_id = i.id AND sa.platform IN ('instagram', 'tiktok', 'youtube')
        WHERE ti.team_id = $1 AND ti.represented
        GROUP BY i.id, ti.team_id, ti.influencer_id
        ORDER BY i.id`,
      [teamId],
    );
  }

  /** These creators of the directory, with the team's tags where the team has them. */
  byIds(teamId: number, ids: readonly number[]): Promise<AiCreatorRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.query(
      `${CREATOR_SELECT}
         FROM influencers i
         LEFT JOIN team_influencers ti ON ti.influencer_id = i.id AND ti.team_id = $1
         LEFT JOIN social_accounts sa ON sa.influencer_id = i.id AND sa.platform IN ('instagram', 'tiktok', 'youtube')
        WHERE i.id = ANY($2::int[])
        GROUP BY i.id, ti.team_id, ti.influencer_id`,
      [teamId, ids],
    );
  }
}
