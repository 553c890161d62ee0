import {
  AGE_BUCKETS,
  SOCIAL_PLATFORMS,
  type AgeBucket,
  type AgeGroup,
  type RosterCard,
  type RosterSocial,
  type SocialPlatform,
  type TeamDisplaySettings,
} from '@tpp/contracts';
import { averageViewsColumn, averageViewsFigure, totalReach } from '../figures/figures.js';
import type { CardRow } from '../repositories/roster-card.sql.js';

/** Accounts on other platforms count towards reach but get no card or roster line. */
export const IS_SHOWN_PLATFORM: ReadonlySet<string> = new Set<string>(SOCIAL_PLATFORMS);

export function isShownPlatform(platform: string): platform is SocialPlatform {
  return IS_SHOWN_PLATFORM.has(platform);
}

/** The largest audience age bucket of an account (percent), or null without age data. */
export function primaryAgeGroup(shares: Record<AgeBucket, number | null>): AgeGroup | null {
  let best: AgeGroup | null = null;
  for (const bucket of AGE_BUCKETS) {
    const share = shares[bucket];
    if (share === null || share === undefined) continue;
    if (!best || share > best.percentage) best = { age_group: bucket, percentage: share };
  }
  return best;
}

/** Percentages travel with two decimals (the columns are float4). */
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** The card's average views: none when the team hides that number of the primary account or its box. */
function cardAverageViews(row: CardRow): RosterCard['average_views'] {
  const platform = row.primary_platform;
  if (platform === null || !isShownPlatform(platform) || row.views_box_disabled) return null;
  if (row.primary_hidden_stats.includes(averageViewsColumn(platform))) return null;
  return averageViewsFigure({ platform, avg_views: row.avg_views, avg_reels_plays: row.avg_reels_plays });
}

/** What of a team's display settings decides a card: engagement and tags shown at all. */
export type CardDisplay = Pick<
  TeamDisplaySettings,
  'displayRosterHideEngagment' | 'displayNoEngagment' | 'displayNoTags'
>;

/**
 * A creator's card as brands see it, with the team's display settings applied: engagement hidden
 * everywhere by displayRosterHideEngagment or displayNoEngagment, tags by displayNoTags. The only
 * tags a card carries are the creator's displayed tags (the ones the team chose to show).
 */
export function mapRosterCard(row: CardRow, display: CardDisplay): RosterCard {
  const accounts = row.socials ?? [];
  const socials: RosterSocial[] = [];
  for (const [id, platform, followersText, handle] of accounts) {
    if (isShownPlatform(platform)) socials.push({ id, platform, followers: Number(followersText), handle });
  }
  const hideEngagement =
    row.hide_engagement_rate || display.displayRosterHideEngagment || display.displayNoEngagment;
  return {
    id: row.id,
    fullname: row.fullname,
    tagline: row.tagline,
    picture_main_url: row.picture_main_url,
    total_reach: totalReach(accounts.map(([, , followers]) => ({ followers }))),
    average_views: cardAverageViews(row),
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
    }),
    display_tags: display.displayNoTags ? [] : row.display_tags,
  };
}
