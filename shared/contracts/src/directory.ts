/**
 * The directory search (docs/product/directory-search.md: its parameters, sort and
 * search loading, age-filter rules, GET /api/directory/social-accounts, page size and
 * filter option lists). One row per social account the platform knows: every roster's
 * creators and the bulk directory. Public data only, plus the caller's own tags on its own
 * creators.
 */
import type { SocialPlatform, SortOrder } from './talent.js';

/** Directory search page size. */
export const DIRECTORY_PAGE_SIZE = 300;

/** The sortable columns (default followers descending, platform instagram). */
export const DIRECTORY_SORTS = [
  'followers',
  'engagement_rate',
  'avg_views',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_share',
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const DIRECTORY_DEFAULTS = {
  sort: 'followers',
  order: 'desc',
  platform: 'instagram',
} as const satisfies {
  sort: DirectorySort;
  order: SortOrder;
  platform: SocialPlatform;
};

const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const;

/** The filter options, exactly: what each chooser offers. */
export const DIRECTORY_FILTER_OPTIONS = {
  followers: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 3_000_000],
  averageViews: [5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000],
  audienceAgeFrom: [13, 18, 25, 35, 45, 55, 65],
  audienceAgeTo: [17, 24, 34, 44, 54, 64],
  minimumAgeShare: tens,
  engagementMinimum: [1, 2, 3, 5, 10],
  usAudienceShareMinimum: tens,
  talentAgeFrom: [18, 25, 35, 45, 55, 65],
  talentAgeTo: [17, 24, 34, 44, 54, 64],
  /** The audience gender chooser asks for at least this share (a 70% skew). */
  audienceGenderShare: 70,
  audienceAgeBuckets: ['18-24', '25-34', '35-44', '45-64', '65-'],
  talentGenders: ['male', 'female'],
} as const;

export type DirectoryGender = (typeof DIRECTORY_FILTER_OPTIONS.talentGenders)[number];

/**
 * GET /api/directory/social-accounts. Every filter is optional; empty and null values are
 * dropped. Percentages are 0..100. A from value above its to value, an unknown
 * platform, sort or gender, or a negative number answers 400 naming the parameter.
 */
export interface DirectoryQuery {
  /** Default instagram. */
  platform?: SocialPlatform;
  followers_min?: number;
  followers_max?: number;
  engagement_rate_min?: number;
  engagement_rate_max?: number;
  us_audience_share_min?: number;
  /** The audience age range; the share of the audience in it must be at least min_age_share. */
  audience_age_min?: number;
  audience_age_max?: number;
  min_age_share?: number;
  /** The average views chooser. */
  avg_reels_plays_min?: number;
  avg_reels_plays_max?: number;
  /** Audience gender: at least target_min_gender_share % of the audience (the chooser sends 70). */
  target_gender?: DirectoryGender;
  target_min_gender_share?: number;
  /** Talent gender and age. */
  gender?: DirectoryGender;
  age_minimum?: number;
  age_maximum?: number;
  /**
   * Keywords and tags, comma-separated; each must match the creator's name, handle,
   * description or tags (case and accents ignored).
   */
  tags?: string;
  /** Matches the creator's name or the account's handle (case and accents ignored). */
  name_search?: string;
  /** Default followers, descending. */
  sort?: DirectorySort;
  order?: SortOrder;
  /** 1-based; with `cursor` the page after the cursor's row (keyset), else counted from the top. */
  page?: number;
  /** At most DIRECTORY_PAGE_SIZE (the default). */
  limit?: number;
  /** `next_cursor` of the previous page: the next page starts after its last row. */
  cursor?: string;
  /** The caller's team (the default); another team answers 404. */
  team_id?: number;
  /** The search chooses talent for a sheet or a Creator Call response (every row carries what that needs). */
  talent_sheet?: boolean;
}

/** One social account in the directory. */
export interface DirectoryAccount {
  /** The social account's id. */
  id: number;
  influencer_id: number;
  platform: SocialPlatform;
  handle: string;
  fullname: string;
  picture_main_url: string | null;
  gender: DirectoryGender | null;
  age: number | null;
  /** The account's followers. */
  followers: number;
  /** The creator's total reach: followers summed over every account of the creator. */
  total_reach: number;
  engagement_rate: number | null;
  /** The account's average views: reels plays on Instagram, average views elsewhere (what the chooser filters on). */
  avg_views: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  /** The audience's share in the asked age range (audience_age_min/max), else null. */
  audience_age_share: number | null;
  /** The creator is on the caller's roster. */
  on_roster: boolean;
  /** The caller's own tags on the creator (its roster or pitched creators; never another team's). */
  tags: string[];
}

export interface DirectoryResponse {
  accounts: DirectoryAccount[];
  page: number;
  limit: number;
  /** More rows follow (drives the infinite scroll). */
  more: boolean;
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}
