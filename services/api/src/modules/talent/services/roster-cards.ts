import { SOCIAL_PLATFORMS, type AgeBucket, type RosterCard, type SocialPlatform } from '@tpp/contracts';
import { primaryAgeGroup } from './profile.service.js';

/**
 * The one definition of a creator card as brands see it (public roster, shared sheets): the SQL
 * that selects its columns and the mapping to RosterCard. Queries alias the creator `i`, the team's
 * roster link `ti`, and join CARD_PRIMARY_ACCOUNT_JOIN (alias `p`).
 */
export const CARD_COLUMNS = `i.id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname, ti.tagline,
  coalesce(ti.custom_picture_url, i.picture_main_url) AS picture_main_url, ti.hide_engagement_rate,
  p.engagement_rate, p.audience_female_percent AS female,
  p.audience_age_13_17 AS a13, p.audience_age_18_24 AS a18, p.audience_age_25_34 AS a25,
  p.audience_age_35_44 AS a35, p.audience_age_45_64 AS a45,
  (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name)
                   ORDER BY (s.id = p.id) DESC, s.followers DESC, s.id)
     FROM social_accounts s WHERE s.influencer_id = i.id) AS socials`;

/** The primary account (or the largest one) of creator `i`, as `p`. */
export const CARD_PRIMARY_ACCOUNT_JOIN = `LEFT JOIN LATERAL (
  SELECT s.id, s.engagement_rate, s.audience_female_percent, s.audience_age_13_17, s.audience_age_18_24,
         s.audience_age_25_34, s.audience_age_35_44, s.audience_age_45_64
    FROM social_accounts s WHERE s.influencer_id = i.id
   ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id LIMIT 1) p ON true`;

export interface CardRow {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  hide_engagement_rate: boolean;
  engagement_rate: number | null;
  female: number | null;
  a13: number | null;
  a18: number | null;
  a25: number | null;
  a35: number | null;
  a45: number | null;
  /** [id, platform, followers as text, handle], primary first. */
  socials: [number, string, string, string][] | null;
}

/** Accounts on other platforms count towards reach but get no card line. */
export const IS_SHOWN_PLATFORM: ReadonlySet<string> = new Set<string>(SOCIAL_PLATFORMS);

/** Percentages travel with two decimals (the columns are float4). */
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** `hideAllEngagement`: the team hides engagement everywhere (displayRosterHideEngagment or displayNoEngagment). */
export function toRosterCard(row: CardRow, hideAllEngagement: boolean): RosterCard {
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
}
