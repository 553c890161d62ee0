import type {
  CaseStudy,
  InfluencerProfile,
  InfluencerTeamSettings,
  Post,
  PostType,
  SocialAccount,
  SocialPlatform,
  TeamDisplaySettings,
  WidgetKey,
} from '@tpp/contracts';
import { isCustomTag } from '../../talent-data/catalog/index.js';
import { renderMarkdown } from '../markdown/markdown.js';
import type {
  CaseStudyRow,
  PostRow,
  RosterEntryRow,
  SocialAccountRow,
} from '../repositories/profile.repository.js';
import { primaryAgeGroup } from './roster-card.mapper.js';

/** Account fields that a hidden stat key removes from public answers. */
const STAT_FIELDS: Record<string, keyof SocialAccount> = {
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

export function emptyPostLists<T>(): Record<PostType, T[]> {
  return { top_posts: [], top_reels: [], recent_posts: [], commercial_posts: [] };
}

export function mapPost(row: PostRow): Post {
  return {
    post_id: row.post_id,
    link: row.link,
    image: row.image,
    thumbnail: row.thumbnail,
    caption: row.caption,
    text: row.text,
    stat: { likes: row.likes, comments: row.comments, views: row.views },
  };
}

/** The HTML of a custom description: none without one, '' when '-' hides the default. */
export function customDescriptionHtml(text: string | null): string | null {
  if (text === null) return null;
  return text.trim() === '-' ? '' : renderMarkdown(text);
}

/** The roster entry's per-team settings (profile's team_settings, the settings call's answer). */
export function mapInfluencerTeamSettings(
  row: Pick<RosterEntryRow, 'custom_display_name' | 'excluded_post_ids' | 'disabled_info_boxes'>,
): InfluencerTeamSettings {
  return {
    custom_display_name: row.custom_display_name,
    excluded_post_ids: row.excluded_post_ids,
    disabledInfoBoxes: row.disabled_info_boxes as WidgetKey[],
  };
}

export function mapCaseStudy(row: CaseStudyRow): CaseStudy {
  return {
    id: row.id,
    title: row.title,
    brandPartner: row.brand_partner,
    campaignObjectives: row.campaign_objectives,
    campaignSummary: row.campaign_summary,
    campaignResults: row.campaign_results,
    campaignObjectives_html: renderMarkdown(row.campaign_objectives),
    campaignSummary_html: renderMarkdown(row.campaign_summary),
    campaignResults_html: renderMarkdown(row.campaign_results),
    highlightedContentUrl: row.highlighted_content_url,
    contentThumbnail: row.content_thumbnail,
    horizontalThumbnail: row.horizontal_thumbnail,
    stats: row.stats,
  };
}

function mapSocialAccount(
  account: SocialAccountRow,
  posts: PostRow[],
  isPrimary: boolean,
  hiddenStats: readonly string[],
  display: TeamDisplaySettings | null,
): SocialAccount {
  const lists = emptyPostLists<Post>();
  for (const post of posts)
    if (post.social_account_id === account.id) lists[post.post_type].push(mapPost(post));
  const answer: SocialAccount = {
    id: account.id,
    platform: account.platform as SocialPlatform,
    platform_account_name: account.platform_account_name,
    platform_account_nickname: account.platform_account_nickname,
    platform_account_id: account.platform_account_id,
    profile_url: account.profile_url,
    picture_main_url: account.picture_main_url,
    followers: Number(account.followers),
    engagement_rate: account.engagement_rate,
    avg_likes: account.avg_likes,
    avg_views: account.avg_views,
    avg_comments: account.avg_comments,
    avg_story_reach: account.avg_story_reach,
    avg_story_clicks: account.avg_story_clicks,
    avg_reels_plays: account.avg_reels_plays,
    avg_reels_engagement: account.avg_reels_engagement,
    us_audience_share: account.us_audience_share,
    audience_female_percent: account.audience_female_percent,
    audience_male_percent: account.audience_male_percent,
    audience_followers: account.audience,
    notable_followers: account.notable_followers ?? [],
    ...lists,
    primary: isPrimary,
  };
  if (display) {
    // The team hid these stats of this account: they leave the public answer.
    for (const key of hiddenStats) {
      const field = STAT_FIELDS[key];
      if (field) (answer as unknown as Record<string, unknown>)[field] = null;
    }
    if (display.displayNoEngagment) answer.engagement_rate = null;
  }
  return answer;
}

export interface ProfileRows {
  entry: RosterEntryRow;
  /** Primary first. */
  accounts: SocialAccountRow[];
  posts: PostRow[];
  caseStudies: CaseStudyRow[];
}

/**
 * A creator's profile as one team shows it. `display` is the team's display settings for a
 * public answer (which then drops what they hide), null for the team's own view.
 */
export function mapProfile(
  { entry, accounts, posts, caseStudies }: ProfileRows,
  display: TeamDisplaySettings | null,
): InfluencerProfile {
  const primary = accounts.find((account) => account.id === entry.primary_social_id) ?? accounts[0] ?? null;
  const socials = accounts.map((account) =>
    mapSocialAccount(
      account,
      posts,
      account.id === primary?.id,
      entry.stat_display_settings[String(account.id)] ?? [],
      display,
    ),
  );
  const removesDefault = entry.custom_description?.trim() === '-';
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
    custom_description_html: customDescriptionHtml(entry.custom_description),
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
    primary_female_audience: primary?.audience_female_percent ?? null,
    primary_age_group: primaryAgeGroup({
      '13-17': primary?.audience_age_13_17 ?? null,
      '18-24': primary?.audience_age_18_24 ?? null,
      '25-34': primary?.audience_age_25_34 ?? null,
      '35-44': primary?.audience_age_35_44 ?? null,
      '45-64': primary?.audience_age_45_64 ?? null,
    }),
    // Brands see rate cards only where the team (or the sheet) turned them on.
    rate_card: display && !display.displayRateCards ? null : entry.rate_card,
    case_studies: caseStudies.map(mapCaseStudy),
    last_data_update: entry.last_data_update ? new Date(entry.last_data_update).toISOString() : null,
    stat_display_settings: entry.stat_display_settings,
    team_settings: mapInfluencerTeamSettings(entry),
    team_id: entry.team_id,
    with_advanced_data: accounts.some((account) => account.audience !== null),
  };
}
