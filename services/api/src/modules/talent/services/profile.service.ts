import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AGE_BUCKETS,
  PROFILE_POSTS_PER_TYPE,
  type AgeBucket,
  type CaseStudy as CaseStudyAnswer,
  type EditablePost,
  type InfluencerExtraData,
  type InfluencerProfile,
  type Post,
  type PostType,
  type PublicProfileResponse,
  type SocialAccount as SocialAccountAnswer,
  type SocialPlatform,
  type TeamDisplaySettings,
  type WidgetKey,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { MASTER_TAGS } from '../../talent-data/catalog/index.js';
import { CaseStudy } from '../entities/case-study.entity.js';
import { SocialPost } from '../entities/post.entity.js';
import { SocialAccount } from '../entities/social-account.entity.js';
import { renderMarkdown } from '../markdown/markdown.js';
import { publicTeam, TEAM_COLUMNS, type TeamRow } from './display-settings.js';
import { influencerNotFound } from './talent-errors.js';

const MASTER_TAG_KEYS = new Set(MASTER_TAGS.map((tag) => tag.toLowerCase()));

/** The creator with one team's customisations (a roster row joined to its creator). */
interface RosterEntryRow {
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
  stat_display_settings: Record<string, string[]>;
  excluded_post_ids: string[];
  disabled_info_boxes: string[];
  custom_display_name: string | null;
  rate_card: InfluencerProfile['rate_card'];
  hide_engagement_rate: boolean;
}

/** Account fields that a hidden stat key removes from public answers. */
const STAT_FIELDS: Record<string, keyof SocialAccountAnswer> = {
  followers: 'followers',
  engagement_rate: 'engagement_rate',
  avg_likes: 'avg_likes',
  avg_views: 'avg_views',
  avg_comments: 'avg_comments',
  avg_story_reach: 'avg_story_reach',
  avg_story_clicks: 'avg_story_clicks',
  avg_reels_plays: 'avg_reels_plays',
  avg_reels_engagement: 'avg_reels_engagement',
  us_audience_share: 'us_audience_share',
};

export const AGE_COLUMNS: Record<AgeBucket, keyof SocialAccount> = {
  '13-17': 'audienceAge13To17',
  '18-24': 'audienceAge18To24',
  '25-34': 'audienceAge25To34',
  '35-44': 'audienceAge35To44',
  '45-64': 'audienceAge45To64',
};

/** The largest audience age bucket of an account (percent), or null without age data. */
export function primaryAgeGroup(
  shares: Record<AgeBucket, number | null>,
): { age_group: AgeBucket; percentage: number } | null {
  let best: { age_group: AgeBucket; percentage: number } | null = null;
  for (const bucket of AGE_BUCKETS) {
    const share = shares[bucket];
    if (share === null || share === undefined) continue;
    if (!best || share > best.percentage) best = { age_group: bucket, percentage: share };
  }
  return best;
}

export function isCustomTag(tag: string): boolean {
  return !MASTER_TAG_KEYS.has(tag.toLowerCase());
}

function toPost(row: SocialPost): Post {
  return {
    post_id: row.postId,
    link: row.link,
    image: row.image,
    thumbnail: row.thumbnail,
    caption: row.caption,
    text: row.text,
    stat: { likes: row.likes, comments: row.comments, views: row.views },
  };
}

function emptyPostLists<T>(): Record<PostType, T[]> {
  return { top_posts: [], top_reels: [], recent_posts: [], commercial_posts: [] };
}

/** Builds the profile of a creator as one team shows it; public answers also drop hidden data. */
@Injectable()
export class ProfileService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The roster entry of (team, creator), or 404 exactly like a missing creator. */
  async rosterEntry(teamId: number, influencerId: number): Promise<RosterEntryRow> {
    const rows: RosterEntryRow[] = await this.db.query(
      `SELECT i.id, i.fullname, i.description, i.picture_main_url, i.gender, i.age_range,
              i.city AS creator_city, i.state AS creator_state, i.country, i.primary_social_id, i.last_data_update,
              ti.team_id, ti.tags, ti.display_tags, ti.custom_description, ti.tagline, ti.custom_picture_url,
              ti.city AS team_city, ti.state AS team_state, ti.stat_display_settings, ti.excluded_post_ids,
              ti.disabled_info_boxes, ti.custom_display_name, ti.rate_card, ti.hide_engagement_rate
         FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.team_id = $1 AND ti.influencer_id = $2`,
      [teamId, influencerId],
    );
    const row = rows[0];
    if (!row) throw influencerNotFound();
    return row;
  }

  /** GET /api/influencers/profiles/{id}: the caller's team's view (hidden stats kept for editing). */
  async privateProfile(teamId: number, influencerId: number): Promise<InfluencerProfile> {
    return this.build(await this.rosterEntry(teamId, influencerId), null);
  }

  /** The public profile with the given team's customisations, or the creator's primary team's. */
  async publicProfile(influencerId: number, teamId?: number): Promise<PublicProfileResponse> {
    const resolvedTeamId = teamId ?? (await this.primaryTeamOf(influencerId));
    if (resolvedTeamId === null) throw influencerNotFound();
    const entry = await this.rosterEntry(resolvedTeamId, influencerId);
    const teams: TeamRow[] = await this.db.query(`SELECT ${TEAM_COLUMNS} FROM teams WHERE id = $1`, [
      resolvedTeamId,
    ]);
    const team = publicTeam(teams[0]!);
    return { influencer: await this.build(entry, team.display_settings), team };
  }

  /** The creator's primary team when the creator is on its roster, else the earliest roster. */
  private async primaryTeamOf(influencerId: number): Promise<number | null> {
    const rows: { team_id: number }[] = await this.db.query(
      `SELECT ti.team_id FROM team_influencers ti JOIN influencers i ON i.id = ti.influencer_id
        WHERE ti.influencer_id = $1
        ORDER BY (ti.team_id = i.primary_team_id) DESC, ti.added_at, ti.team_id LIMIT 1`,
      [influencerId],
    );
    return rows[0]?.team_id ?? null;
  }

  /** GET /api/user/influencers/extra-data/{id}: every post, hidden ones flagged, and notable followers. */
  async extraData(teamId: number, influencerId: number): Promise<InfluencerExtraData> {
    const entry = await this.rosterEntry(teamId, influencerId);
    const accounts = await this.accountsOf(entry);
    const posts = await this.db.getRepository(SocialPost).find({
      where: accounts.map((account) => ({ socialAccountId: account.id })),
      order: { position: 'ASC', id: 'ASC' },
    });
    const hidden = new Set(entry.excluded_post_ids);
    return {
      influencer_id: entry.id,
      excluded_post_ids: entry.excluded_post_ids,
      accounts: accounts.map((account) => {
        const lists = emptyPostLists<EditablePost>();
        for (const post of posts)
          if (post.socialAccountId === account.id)
            lists[post.postType].push({
              ...toPost(post),
              post_type: post.postType,
              hidden: hidden.has(post.postId),
            });
        return {
          id: account.id,
          platform: account.platform as SocialPlatform,
          platform_account_name: account.platformAccountName,
          profile_url: account.profileUrl,
          primary: account.id === entry.primary_social_id,
          posts: lists,
          notable_followers: account.notableFollowers ?? [],
        };
      }),
    };
  }

  private accountsOf(entry: RosterEntryRow): Promise<SocialAccount[]> {
    return this.db
      .getRepository(SocialAccount)
      .createQueryBuilder('account')
      .where('account.influencer_id = :id', { id: entry.id })
      .orderBy('(account.id = :primary)', 'DESC')
      .addOrderBy('account.followers', 'DESC')
      .addOrderBy('account.id', 'ASC')
      .setParameter('primary', entry.primary_social_id ?? 0)
      .getMany();
  }

  /** `display` is the team's display settings for a public answer, null for the private one. */
  private async build(
    entry: RosterEntryRow,
    display: TeamDisplaySettings | null,
  ): Promise<InfluencerProfile> {
    const accounts = await this.accountsOf(entry);
    const accountIds = accounts.map((account) => account.id);
    const [posts, caseStudies] = await Promise.all([
      accountIds.length === 0
        ? Promise.resolve([] as SocialPost[])
        : this.db
            .getRepository(SocialPost)
            .createQueryBuilder('post')
            .where(
              `post.id IN (SELECT id FROM (
                 SELECT p.id, row_number() OVER (PARTITION BY p.social_account_id, p.post_type ORDER BY p.position, p.id) AS rank
                   FROM posts p WHERE p.social_account_id = ANY(:accounts) AND NOT (p.post_id = ANY(:hidden))) ranked
                 WHERE rank <= :perType)`,
              { accounts: accountIds, hidden: entry.excluded_post_ids, perType: PROFILE_POSTS_PER_TYPE },
            )
            .orderBy('post.position', 'ASC')
            .addOrderBy('post.id', 'ASC')
            .getMany(),
      this.db.getRepository(CaseStudy).find({
        where: { teamId: entry.team_id, influencerId: entry.id },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);

    const primary = accounts.find((account) => account.id === entry.primary_social_id) ?? accounts[0] ?? null;
    const socials = accounts.map((account) => {
      const lists = emptyPostLists<Post>();
      for (const post of posts)
        if (post.socialAccountId === account.id) lists[post.postType].push(toPost(post));
      const answer: SocialAccountAnswer = {
        id: account.id,
        platform: account.platform as SocialPlatform,
        platform_account_name: account.platformAccountName,
        platform_account_nickname: account.platformAccountNickname,
        platform_account_id: account.platformAccountId,
        profile_url: account.profileUrl,
        picture_main_url: account.pictureMainUrl,
        followers: account.followers,
        engagement_rate: account.engagementRate,
        avg_likes: account.avgLikes,
        avg_views: account.avgViews,
        avg_comments: account.avgComments,
        avg_story_reach: account.avgStoryReach,
        avg_story_clicks: account.avgStoryClicks,
        avg_reels_plays: account.avgReelsPlays,
        avg_reels_engagement: account.avgReelsEngagement,
        us_audience_share: account.usAudienceShare,
        audience_female_percent: account.audienceFemalePercent,
        audience_male_percent: account.audienceMalePercent,
        audience_followers: account.audience,
        notable_followers: account.notableFollowers ?? [],
        ...lists,
        primary: account.id === primary?.id,
      };
      if (display) {
        // The team hid these stats of this account: they leave the public answer.
        for (const key of entry.stat_display_settings[String(account.id)] ?? []) {
          const field = STAT_FIELDS[key];
          if (field) (answer as unknown as Record<string, unknown>)[field] = null;
        }
        if (display.displayNoEngagment) answer.engagement_rate = null;
      }
      return answer;
    });

    const removesDefault = entry.custom_description?.trim() === '-';
    const ageShares = Object.fromEntries(
      AGE_BUCKETS.map((bucket) => [bucket, primary ? (primary[AGE_COLUMNS[bucket]] as number | null) : null]),
    ) as Record<AgeBucket, number | null>;
    const hideTags = display?.displayNoTags ?? false;
    const hideLocation = display?.displayHideLocation ?? false;
    const primarySocial = socials.find((social) => social.primary) ?? null;
    const hideEngagement = display !== null && (display.displayNoEngagment || entry.hide_engagement_rate);

    return {
      id: entry.id,
      fullname: entry.custom_display_name?.trim() || entry.fullname,
      tagline: entry.tagline,
      description: removesDefault ? '' : entry.description,
      description_html: removesDefault ? '' : renderMarkdown(entry.description),
      custom_description: entry.custom_description,
      custom_description_html:
        entry.custom_description === null
          ? null
          : removesDefault
            ? ''
            : renderMarkdown(entry.custom_description),
      tags: hideTags ? [] : entry.tags,
      custom_tags: hideTags ? [] : entry.tags.filter(isCustomTag),
      display_tags: hideTags ? [] : entry.display_tags,
      custom_picture: entry.custom_picture_url,
      picture_main_url: entry.picture_main_url,
      city: hideLocation ? null : (entry.team_city ?? entry.creator_city),
      state: hideLocation ? null : (entry.team_state ?? entry.creator_state),
      country: entry.country,
      age_range: entry.age_range,
      gender: entry.gender,
      socials,
      primary_account_id: primary?.id ?? null,
      primary_engagement_rate: hideEngagement ? null : (primarySocial?.engagement_rate ?? null),
      hide_engagement_rate: entry.hide_engagement_rate,
      primary_female_audience: primary?.audienceFemalePercent ?? null,
      primary_age_group: primaryAgeGroup(ageShares),
      rate_card: entry.rate_card,
      case_studies: caseStudies.map((study): CaseStudyAnswer => ({
        id: study.id,
        title: study.title,
        brandPartner: study.brandPartner,
        campaignObjectives: study.campaignObjectives,
        campaignSummary: study.campaignSummary,
        campaignResults: study.campaignResults,
        campaignObjectives_html: renderMarkdown(study.campaignObjectives),
        campaignSummary_html: renderMarkdown(study.campaignSummary),
        campaignResults_html: renderMarkdown(study.campaignResults),
        highlightedContentUrl: study.highlightedContentUrl,
        contentThumbnail: study.contentThumbnail,
        horizontalThumbnail: study.horizontalThumbnail,
        stats: study.stats,
      })),
      last_data_update: entry.last_data_update ? new Date(entry.last_data_update).toISOString() : null,
      stat_display_settings: entry.stat_display_settings,
      team_settings: {
        custom_display_name: entry.custom_display_name,
        excluded_post_ids: entry.excluded_post_ids,
        disabledInfoBoxes: entry.disabled_info_boxes as WidgetKey[],
      },
      team_id: entry.team_id,
      with_advanced_data: accounts.some((account) => account.audience !== null),
    };
  }
}
