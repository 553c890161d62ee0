/**
 * The one definition of the columns of a creator card as brands see it (public roster, shared
 * sheets); `mapRosterCard` (dto/roster-card.mapper.ts) turns a CardRow into a RosterCard. Queries
 * alias the creator `i`, the team's roster link `ti`, and join CARD_PRIMARY_ACCOUNT_JOIN (alias `p`).
 */
export const CARD_COLUMNS = `i.id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname, ti.tagline,
  coalesce(ti.custom_picture_url, i.picture_main_url) AS picture_main_url, ti.hide_engagement_rate,
  ti.display_tags, p.engagement_rate, p.audience_female_percent AS female,
  p.platform AS primary_platform, p.avg_views, p.avg_reels_plays,
  coalesce(ti.stat_display_settings -> p.id::text, '[]'::jsonb) AS primary_hidden_stats,
  'avg_views' = ANY(ti.disabled_info_boxes) AS views_box_disabled,
  p.audience_age_13_17 AS a13, p.audience_age_18_24 AS a18, p.audience_age_25_34 AS a25,
  p.audience_age_35_44 AS a35, p.audience_age_45_64 AS a45,
  (SELECT json_agg(json_build_array(s.id, s.platform, s.followers::text, s.platform_account_name)
                   ORDER BY (s.id = p.id) DESC, s.followers DESC, s.id)
     FROM social_accounts s WHERE s.influencer_id = i.id) AS socials`;

/** The primary account (or the largest one) of creator `i`, as `p`. */
export const CARD_PRIMARY_ACCOUNT_JOIN = `LEFT JOIN LATERAL (
  SELECT s.id, s.platform, s.engagement_rate, s.avg_views, s.avg_reels_plays, s.audience_female_percent,
         s.audience_age_13_17, s.audience_age_18_24,
         s.audience_age_25_34, s.audience_age_35_44, s.audience_age_45_64
    FROM social_accounts s WHERE s.influencer_id = i.id
   ORDER BY (s.id = i.primary_social_id) DESC, s.followers DESC, s.id LIMIT 1) p ON true`;

export interface CardRow {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  hide_engagement_rate: boolean;
  /** The tags the team shows brands (never its other tags). */
  display_tags: string[];
  engagement_rate: number | null;
  /** The primary account's platform and views columns (null without an account). */
  primary_platform: string | null;
  avg_views: number | null;
  avg_reels_plays: number | null;
  /** The stat keys the team hides on the primary account (stat_display_settings). */
  primary_hidden_stats: string[];
  /** The team switched the Average Views box off for this creator. */
  views_box_disabled: boolean;
  female: number | null;
  a13: number | null;
  a18: number | null;
  a25: number | null;
  a35: number | null;
  a45: number | null;
  /** [id, platform, followers as text, handle], primary first. */
  socials: [number, string, string, string][] | null;
}
