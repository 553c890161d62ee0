import type { DirectoryAccount, DirectoryGender, SocialPlatform } from '@tpp/contracts';
import type { DirectoryRow } from '../repositories/directory.repository.js';

/** Percentages travel with two decimals (the columns are float4). */
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * One directory row as the API answers it (public data plus the caller's own tags), with the
 * audience share of the asked age range the index computed (null without a range).
 */
export function mapDirectoryAccount(row: DirectoryRow, audienceAgeShare: number | null): DirectoryAccount {
  return {
    id: row.id,
    influencer_id: row.influencer_id,
    platform: row.platform as SocialPlatform,
    handle: row.handle,
    fullname: row.fullname,
    picture_main_url: row.picture_main_url || null,
    gender: (row.gender as DirectoryGender | null) ?? null,
    age: row.age,
    followers: Number(row.followers),
    total_reach: Number(row.total_reach),
    engagement_rate: round2(row.engagement_rate),
    avg_views: row.average_views === null ? null : Number(row.average_views),
    us_audience_share: round2(row.us_audience_share),
    audience_female_percent: round2(row.audience_female_percent),
    audience_male_percent: round2(row.audience_male_percent),
    audience_age_share: round2(audienceAgeShare),
    on_roster: row.on_roster,
    tags: row.tags ?? [],
  };
}
