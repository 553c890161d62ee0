import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AudienceFollowers,
  CaseStudyStat,
  NotableFollower,
  Post,
  PostType,
  RateCardRow,
  SocialAccount,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow } from '../../../infrastructure/database/queryable.js';

/** The creator with one team's customisations (a roster row joined to its creator). */
export interface RosterEntryRow {
  id: number;
  fullname: string;
  description: string;
  picture_main_url: string;
  gender: 'male' | 'female' | null;
  age_range: string | null;
  creator_city: string | null;
  creator_state: string | null;
  country: string | null;
  primary_social_id: number | null;
  last_data_update: Date | null;
  team_id: number;
  tags: string[];
  display_tags: string[];
  custom_description: string | null;
  tagline: string | null;
  custom_picture_url: string | null;
  team_city: string | null;
  team_state: string | null;
  /** social account id -> hidden stat keys */
  stat_display_settings: Record<string, string[]>;
  excluded_post_ids: string[];
  disabled_info_boxes: string[];
  custom_display_name: string | null;
  rate_card: RateCardRow[] | null;
  hide_engagement_rate: boolean;
  /** false for a pitched creator (in the team's sheets, not on its roster). */
  represented: boolean;
}

/** The columns of a social account that the answer's account carries as they are. */
type SocialAccountColumns = Omit<
  SocialAccount,
  | 'platform'
  | 'followers'
  | 'audience_followers'
  | 'notable_followers'
  | 'top_posts'
  | 'top_reels'
  | 'recent_posts'
  | 'commercial_posts'
  | 'primary'
>;

/** A social account; percent columns are 0..100, `audience` keeps weights 0..1. */
export interface SocialAccountRow extends SocialAccountColumns {
  platform: string;
  /** bigint, as text */
  followers: string;
  audience_age_13_17: number | null;
  audience_age_18_24: number | null;
  audience_age_25_34: number | null;
  audience_age_35_44: number | null;
  audience_age_45_64: number | null;
  audience: AudienceFollowers | null;
  notable_followers: NotableFollower[] | null;
}

/** A post: the answer's post without its stat, which the mapper makes from the counts. */
export interface PostRow extends Omit<Post, 'stat'> {
  id: number;
  social_account_id: number;
  post_type: PostType;
  likes: number;
  comments: number;
  views: number | null;
}

export interface CaseStudyRow {
  id: number;
  title: string;
  brand_partner: string;
  campaign_objectives: string;
  campaign_summary: string;
  campaign_results: string;
  highlighted_content_url: string;
  content_thumbnail: string | null;
  horizontal_thumbnail: string | null;
  stats: CaseStudyStat[];
}

const ACCOUNT_COLUMNS = `s.id, s.platform, s.platform_account_name, s.platform_account_nickname, s.platform_account_id,
  s.profile_url, s.picture_main_url, s.followers, s.engagement_rate, s.avg_likes, s.avg_views, s.avg_comments,
  s.avg_story_reach, s.avg_story_clicks, s.avg_reels_plays, s.avg_reels_engagement, s.us_audience_share,
  s.audience_female_percent, s.audience_male_percent, s.audience_age_13_17, s.audience_age_18_24,
  s.audience_age_25_34, s.audience_age_35_44, s.audience_age_45_64, s.audience, s.notable_followers`;

/** The creator's ($2) accounts, only while the team's ($1) (roster or pitched): private reads stay in the team. */
const ROSTERED = `EXISTS (SELECT 1 FROM team_influencers ti WHERE ti.team_id = $1 AND ti.influencer_id = $2)`;

const POST_COLUMNS = `id, social_account_id, post_type, post_id, link, image, thumbnail, caption, text, likes, comments, views`;

/** What a creator's profile reads: the team's roster entry, the accounts, posts and case studies. */
@Injectable()
export class ProfileRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async rosterEntry(teamId: number, influencerId: number): Promise<RosterEntryRow | undefined> {
    return firstRow<RosterEntryRow>(
      this.db,
      `SELECT i.id, i.fullname, i.description, i.picture_main_url, i.gender, i.age_range,
              i.city AS creator_city, i.state AS creator_state, i.country, i.primary_social_id, i.last_data_update,
              ti.team_id, ti.tags, ti.display_tags, ti.custom_description, ti.tagline, ti.custom_picture_url,
              ti.city AS team_city, ti.state AS team_state, ti.stat_display_settings, ti.excluded_post_ids,
              ti.disabled_info_boxes, ti.custom_display_name, ti.rate_card, ti.hide_engagement_rate, ti.represented
         FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.team_id = $1 AND ti.influencer_id = $2`,
      [teamId, influencerId],
    );
  }

  /**
   * The team of the creator's public link: the primary team when it rosters the creator, else the
   * earliest roster (teams that only pitched the creator never count).
   */
  async publicTeamOf(influencerId: number): Promise<number | null> {
    const rows: { team_id: number }[] = await this.db.query(
      `SELECT ti.team_id FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.influencer_id = $1 AND ti.represented
        ORDER BY (ti.team_id = i.primary_team_id) DESC, ti.added_at, ti.team_id LIMIT 1`,
      [influencerId],
    );
    return rows[0]?.team_id ?? null;
  }

  /** The creator's accounts, the primary one first, then by followers. */
  accounts(
    teamId: number,
    influencerId: number,
    primarySocialId: number | null,
  ): Promise<SocialAccountRow[]> {
    return this.db.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM social_accounts s WHERE s.influencer_id = $2 AND ${ROSTERED}
        ORDER BY (s.id = $3) DESC, s.followers DESC, s.id ASC`,
      [teamId, influencerId, primarySocialId ?? 0],
    );
  }

  /** The first `perType` posts of each list of each of the creator's accounts, hidden posts left out. */
  shownPosts(
    teamId: number,
    influencerId: number,
    hiddenPostIds: string[],
    perType: number,
  ): Promise<PostRow[]> {
    return this.db.query(
      `SELECT ${POST_COLUMNS} FROM (
         SELECT p.*, row_number() OVER (PARTITION BY p.social_account_id, p.post_type ORDER BY p.position, p.id) AS rank
           FROM posts p
          WHERE p.social_account_id IN (SELECT s.id FROM social_accounts s WHERE s.influencer_id = $2) AND ${ROSTERED}
            AND NOT (p.post_id = ANY($3::text[]))) ranked
        WHERE rank <= $4 ORDER BY position ASC, id ASC`,
      [teamId, influencerId, hiddenPostIds, perType],
    );
  }

  /** Every post of the creator's accounts (the Edit posts screen). */
  allPosts(teamId: number, influencerId: number): Promise<PostRow[]> {
    return this.db.query(
      `SELECT ${POST_COLUMNS} FROM posts p
        WHERE p.social_account_id IN (SELECT s.id FROM social_accounts s WHERE s.influencer_id = $2) AND ${ROSTERED}
        ORDER BY position ASC, id ASC`,
      [teamId, influencerId],
    );
  }

  /** The team's case studies of the creator, oldest first. */
  caseStudies(teamId: number, influencerId: number): Promise<CaseStudyRow[]> {
    return this.db.query(
      `SELECT id, title, brand_partner, campaign_objectives, campaign_summary, campaign_results,
              highlighted_content_url, content_thumbnail, horizontal_thumbnail, stats
         FROM case_studies WHERE team_id = $1 AND influencer_id = $2 ORDER BY created_at ASC, id ASC`,
      [teamId, influencerId],
    );
  }
}
