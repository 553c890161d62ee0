/**
 * Talent (influencer) types: the answers of the talent calls (docs/product/roster-and-talent.md).
 * Field names are the spec's. Team-specific customisations (tags, display tags, custom description,
 * tagline, hidden stats, hidden posts, rate card) are always those of the team asking.
 */

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const POST_TYPES = ['top_posts', 'top_reels', 'recent_posts', 'commercial_posts'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_TYPE_LABELS: Record<PostType, string> = {
  top_posts: 'Top Posts',
  top_reels: 'Top Reels',
  recent_posts: 'Recent Posts',
  commercial_posts: 'Sponsorships',
};

export const AGE_BUCKETS = ['13-17', '18-24', '25-34', '35-44', '45-64'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const RATE_CARD_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'other'] as const;
export type RateCardPlatform = (typeof RATE_CARD_PLATFORMS)[number];

/** Widget keys of the profile (spec: Talent profile). avg_views and avg_likes: YouTube and TikTok only. */
export const WIDGET_KEYS = [
  'audience_gender',
  'audience_age',
  'audience_countries',
  'engagement_rate',
  'audience_interests',
  'audience_cities',
  'avg_views',
  'avg_likes',
] as const;
export type WidgetKey = (typeof WIDGET_KEYS)[number];

/** Stat keys hidden when the team sets displayNoEngagment. */
export const ENGAGEMENT_STAT_KEYS = [
  'engagement_rate',
  'reels_engagement_rate',
  'story_engagement_rate',
  'avg_video_engagement_rate',
  'avg_short_engagement_rate',
] as const;

export interface AudienceWeight {
  code: string;
  weight: number;
}
export interface AudienceCountry {
  code: string;
  name: string;
  weight: number;
}
export interface AudienceCity {
  name: string;
  weight: number;
}
export interface AudienceInterest {
  name: string;
  weight: number;
}
export interface AudienceFollowers {
  /** code 'FEMALE' | 'MALE', weight 0..1 */
  audience_gender: AudienceWeight[];
  /** bucket -> share 0..1 */
  audience_ages_object: Record<AgeBucket, number>;
  audience_geo: { countries: AudienceCountry[]; cities: AudienceCity[] };
  audience_interests: AudienceInterest[];
}

export interface NotableFollower {
  user_id: string;
  username: string;
  picture: string;
  followers: number;
  url: string;
}

export interface PostStat {
  likes: number;
  comments: number;
  views: number | null;
}

export interface Post {
  post_id: string;
  link: string;
  image: string;
  thumbnail: string;
  caption: string;
  text: string;
  stat: PostStat;
}

export interface SocialAccount {
  id: number;
  platform: SocialPlatform;
  platform_account_name: string;
  platform_account_nickname: string;
  platform_account_id: string;
  profile_url: string;
  picture_main_url: string;
  followers: number;
  engagement_rate: number | null;
  avg_likes: number | null;
  avg_views: number | null;
  avg_comments: number | null;
  avg_story_reach: number | null;
  avg_story_clicks: number | null;
  avg_reels_plays: number | null;
  avg_reels_engagement: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  /** null when no detailed audience data exists for this account. */
  audience_followers: AudienceFollowers | null;
  notable_followers: NotableFollower[];
  top_posts: Post[];
  top_reels: Post[];
  recent_posts: Post[];
  commercial_posts: Post[];
  primary: boolean;
}

export interface RateCardRow {
  platform: RateCardPlatform;
  description: string;
  rate: string;
}

export interface CaseStudyStat {
  title: 'Likes' | 'Comments' | 'Views';
  value: number;
}

export interface CaseStudy {
  id: number;
  title: string;
  brandPartner: string;
  campaignObjectives: string;
  campaignSummary: string;
  campaignResults: string;
  highlightedContentUrl: string;
  contentThumbnail: string | null;
  horizontalThumbnail: string | null;
  stats: CaseStudyStat[];
  /** Sanitised HTML rendered from the markdown texts above. */
  campaignObjectives_html?: string;
  campaignSummary_html?: string;
  campaignResults_html?: string;
}

export interface InfluencerTeamSettings {
  custom_display_name: string | null;
  excluded_post_ids: string[];
  disabledInfoBoxes: WidgetKey[];
}

/** Full profile (GET /api/influencers/profiles/{id}, GET /api/public/profile/{id}). */
export interface InfluencerProfile {
  id: number;
  fullname: string;
  tagline: string | null;
  /** Markdown source of the default description. */
  description: string;
  /** Sanitised HTML rendered from `description`. */
  description_html: string;
  custom_description: string | null;
  custom_description_html: string | null;
  tags: string[];
  /** Tags of the team's own making (not in the master list): shown marked. */
  custom_tags: string[];
  display_tags: string[];
  custom_picture: string | null;
  picture_main_url: string;
  city: string | null;
  state: string | null;
  country: string | null;
  age_range: string | null;
  gender: 'male' | 'female' | null;
  socials: SocialAccount[];
  primary_account_id: number | null;
  primary_engagement_rate: number | null;
  hide_engagement_rate: boolean;
  primary_female_audience: number | null;
  primary_age_group: AgeGroup | null;
  rate_card: RateCardRow[] | null;
  case_studies: CaseStudy[];
  last_data_update: string | null;
  /** social account id -> hidden stat keys */
  stat_display_settings: Record<string, string[]>;
  team_settings: InfluencerTeamSettings;
  /** The team whose customisations this answer carries (the primary team for public links). */
  team_id: number;
  with_advanced_data: boolean;
}

/** Team display settings (docs/product/organization-and-admin.md, Team look). */
export interface TeamDisplaySettings {
  displayAccentColor: string;
  displaySecondaryAccentColor: string;
  displayRosterBackgroundColor: string | null;
  displayRosterNameColor: string | null;
  displayRosterTitleFont: string;
  displayTalentNameFont: string;
  displayProfileBackground: string | null;
  displayDarkMode: boolean;
  displayDarkLogo: string | null;
  displayGrayScale: boolean;
  displayPortraitsBW: boolean;
  displayUseOldOneSheet: boolean;
  displayOldRoster: boolean;
  displayUseFullCover: boolean;
  displayUseRosterFullPhoto: boolean;
  displayUseOldRoundedPortraits: boolean;
  displayRosterHideEngagment: boolean;
  displayNoTags: boolean;
  displayNoEngagment: boolean;
  displayNoWidgets: boolean;
  displayHideLocation: boolean;
  displayRequireRegistration: boolean;
  hasCaseStudies: boolean;
  /** Whether brands see rate cards; off by default (a sheet may override it: SheetRateCards). */
  displayRateCards: boolean;
}

export interface PublicTeam {
  id: number;
  team_name: string;
  team_image_url: string | null;
  team_bio: string | null;
  team_contact_email: string | null;
  team_phone: string | null;
  team_homepage: string | null;
  display_settings: TeamDisplaySettings;
}

/** GET /api/public/profile/{id}[/team/{teamId}]. */
export interface PublicProfileResponse {
  influencer: InfluencerProfile;
  team: PublicTeam;
}

/** The largest audience age bucket of an account (percent 0..100). */
export interface AgeGroup {
  age_group: AgeBucket;
  percentage: number;
}

/**
 * One number of a creator and the platform it belongs to ("156.9K Instagram followers"). The API
 * computes every figure (the talent module's figures); screens only format them. Where a figure
 * came from and when it was measured can join this shape later.
 */
export interface PlatformFigure {
  value: number;
  platform: SocialPlatform;
}

/** One account line of a roster row or card (instagram, tiktok and youtube only). */
export interface RosterSocial {
  id: number;
  platform: SocialPlatform;
  followers: number;
  handle: string;
}

/** A creator card of the public roster. */
export interface RosterCard {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  /** Followers summed over every account of the creator. */
  total_reach: number;
  /**
   * Average views of the primary account (reels plays on Instagram, average views elsewhere);
   * null when not measured or hidden by the team.
   */
  average_views: PlatformFigure | null;
  socials: RosterSocial[];
  primary_engagement_rate: number | null;
  hide_engagement_rate: boolean;
  primary_female_audience: number | null;
  primary_age_group: AgeGroup | null;
  /**
   * The tags the team chose to show brands for this creator (its displayed tags, at most 4, in
   * the team's order); never the team's other tags; [] when the team shows no tags (displayNoTags).
   */
  display_tags: string[];
}

/** GET /api/team/roster/{teamId}: up to 500 creators at once. */
export interface PublicRosterResponse {
  team: PublicTeam;
  influencers: RosterCard[];
  stats: PublicRosterStats;
}

/** Followers per shown platform. */
export type ReachByPlatform = Record<SocialPlatform, number>;

/** The public roster's stats: they count the whole roster, also beyond the cards shown. */
export interface PublicRosterStats {
  creators: number;
  total_reach: number;
  reach_by_platform: ReachByPlatform;
}

/** A row of the team's roster (GET /api/user/influencers). */
export interface RosterInfluencer {
  id: number;
  fullname: string;
  tagline: string | null;
  picture_main_url: string;
  tags: string[];
  display_tags: string[];
  city: string | null;
  state: string | null;
  primary_account_id: number | null;
  primary_platform: SocialPlatform | null;
  primary_handle: string | null;
  primary_followers: number;
  primary_engagement_rate: number | null;
  /** Followers summed over every account of the creator. */
  total_reach: number;
  /** Average views of the primary account: reels plays on Instagram, average views elsewhere (null when not measured). */
  average_views: PlatformFigure | null;
  /** Percent of the primary account's audience in the US (null when not measured). */
  primary_us_audience_share: number | null;
  /** The profile description (the team's custom one first; '-' hides it) as plain text, cut to 150 characters. */
  description_excerpt: string;
  socials: RosterSocial[];
}

/** GET /api/user/influencers: filters, sort (ROSTER_SORTS) and order, page, limit. */
export interface RosterResponse {
  influencers: RosterInfluencer[];
  total_influencers: number;
  reach: number;
}

/** GET /api/user/team/tags. */
export interface TeamTagsResponse {
  /** The master list plus the team's custom tags. */
  tags: string[];
  master_tags: string[];
  used_tags: string[];
  /** tag -> influencer ids of the team's roster */
  tagged_influencers: Record<string, number[]>;
}

export interface Subcategory {
  id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  subcategories: Subcategory[];
}

export const MAX_DISPLAY_TAGS = 4;
export const DEFAULT_DISPLAY_TAGS_SHOWN = 3;
export const MAX_TAGLINE_LENGTH = 30;
export const PUBLIC_ROSTER_LIMIT = 500;
export const ROSTER_PAGE_SIZES = [25, 50] as const;
/** Roster tables (and the sheet editor's roster) show 5 tags, then '+N more'. */
export const ROSTER_TAGS_SHOWN = 5;
export const ROSTER_NAME_FILTER_DEBOUNCE_MS = 150;
export const PROFILE_POSTS_PER_TYPE = 3;
export const EDIT_POSTS_PER_VIEW = 6;
export const TOP_COUNTRIES = 5;
export const TOP_CITIES = 5;
export const TOP_INTERESTS = 7;

/** Display settings of a team that never set them (font neuton, accent shine-gold). */
export const DEFAULT_TEAM_DISPLAY_SETTINGS: TeamDisplaySettings = {
  displayAccentColor: 'shine-gold',
  displaySecondaryAccentColor: 'shine-gold',
  displayRosterBackgroundColor: null,
  displayRosterNameColor: null,
  displayRosterTitleFont: 'neuton',
  displayTalentNameFont: 'neuton',
  displayProfileBackground: null,
  displayDarkMode: false,
  displayDarkLogo: null,
  displayGrayScale: false,
  displayPortraitsBW: false,
  displayUseOldOneSheet: false,
  displayOldRoster: false,
  displayUseFullCover: false,
  displayUseRosterFullPhoto: false,
  displayUseOldRoundedPortraits: false,
  displayRosterHideEngagment: false,
  displayNoTags: false,
  displayNoEngagment: false,
  displayNoWidgets: false,
  displayHideLocation: false,
  displayRequireRegistration: false,
  hasCaseStudies: false,
  displayRateCards: false,
};

/* ---- Requests and answers of the talent writes (API DTOs implement these) ---- */

/** A post of the Edit posts screen: every post, hidden ones flagged. */
export interface EditablePost extends Post {
  post_type: PostType;
  hidden: boolean;
}

/** Every post of an account, by list. */
export type EditablePostLists = Record<PostType, EditablePost[]>;

/** An account of the Edit posts screen. */
export interface ExtraDataAccount {
  id: number;
  platform: SocialPlatform;
  platform_account_name: string;
  profile_url: string;
  primary: boolean;
  posts: EditablePostLists;
  notable_followers: NotableFollower[];
}

/** GET /api/user/influencers/extra-data/{id}: every post of every account by type, plus notable followers. */
export interface InfluencerExtraData {
  influencer_id: number;
  excluded_post_ids: string[];
  accounts: ExtraDataAccount[];
}

export interface InfluencerIdRequest {
  influencer_id: number;
}
export interface CustomDescriptionRequest extends InfluencerIdRequest {
  description: string;
}
export interface CustomDescriptionResponse {
  success: true;
  custom_description: string | null;
  custom_description_html: string | null;
}
/** A draft custom description, rendered as the profile renders it (nothing is saved). */
export interface DescriptionPreviewRequest {
  description: string;
}
export interface DescriptionPreviewResponse {
  /** The sanitised HTML the profile would show ('' for an empty draft or a single '-'). */
  html: string;
}
export interface CustomTaglineRequest extends InfluencerIdRequest {
  tagline: string;
}
export interface CustomTaglineResponse {
  success: true;
  tagline: string | null;
}
export interface InfluencerTagsRequest extends InfluencerIdRequest {
  tags: string[];
}
export interface InfluencerTagsResponse {
  success: true;
  tags: string[];
  display_tags: string[];
}
export interface DisplayTagsResponse {
  success: true;
  display_tags: string[];
}
export interface InfluencerLocationRequest extends InfluencerIdRequest {
  city: string;
  state: string;
}
export interface AdvancedInfluencerSettingsRequest extends InfluencerIdRequest {
  /** JSON of { [socialAccountId]: hiddenStatKeys[] } */
  stringifiedSettings: string;
}
export interface AdvancedInfluencerSettingsResponse {
  success: true;
  stat_display_settings: Record<string, string[]>;
}
export interface InfluencerSettingsRequest extends InfluencerIdRequest {
  settings: Partial<InfluencerTeamSettings>;
}
export interface InfluencerSettingsResponse {
  success: true;
  settings: InfluencerTeamSettings;
}
export interface RateCardRequest extends InfluencerIdRequest {
  rate_card: RateCardRow[];
  removeRateCard?: boolean;
}
/** The rate card call answers the JSON string "OK". */
export type RateCardResponse = 'OK';
export interface CategoriesResponse {
  categories: Category[];
}
/** Page sizes GET /api/user/influencers accepts: the roster page's 25/50 and the sheet editor's 40/80. */
export const ROSTER_QUERY_PAGE_SIZES = [25, 40, 50, 80] as const;
/** Sort columns of the roster list; 'none' is the roster order. The server whitelists these. */
export const ROSTER_SORTS = [
  'none',
  'name',
  'followers',
  'engagement_rate',
  'total_reach',
  'average_views',
] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * GET /api/user/influencers query. The filters on numbers apply to the creator's primary account
 * (the sheet editor's advanced filters); engagement and US audience share are percentages.
 */
export interface RosterQuery {
  influencer_ids?: string;
  name?: string;
  tag?: string;
  /**
   * 'followers', 'engagement_rate' and 'average_views' sort by the primary account's numbers,
   * 'total_reach' by the sum over every account (creators without a number last); the default
   * order is 'desc' for those, 'asc' for name. Ties are broken by creator id.
   */
  sort?: RosterSort;
  order?: SortOrder;
  page?: number;
  limit?: (typeof ROSTER_QUERY_PAGE_SIZES)[number];
  platform?: SocialPlatform;
  followers_min?: number;
  followers_max?: number;
  engagement_rate_min?: number;
  us_audience_share_min?: number;
  avg_views_min?: number;
  /** Talent gender. */
  gender?: 'male' | 'female';
}

/** Path parameters of GET /api/team/roster/:teamId. */
export interface TeamIdPathParams {
  teamId: number;
}

/** Path parameters of GET /api/public/profile/:id/team/:teamId. */
export interface ProfileTeamPathParams {
  id: number;
  teamId: number;
}

/**
 * Error codes of the talent module (`ApiErrorBody.error` of its answers, raised through
 * `TalentException`); the common codes (INVALID_INPUT, NOT_FOUND, FORBIDDEN…) come on top.
 */
export const TALENT_ERROR_CODES = {
  /** A creator that is missing or not on the team's roster: the same answer either way. */
  influencerNotFound: 'INFLUENCER_NOT_FOUND',
  /** The public roster of a team that does not exist. */
  teamNotFound: 'TEAM_NOT_FOUND',
  invalidTagline: 'INVALID_TAGLINE',
  /** Displayed tags: more than 4, or one that is not among the creator's tags. */
  invalidTags: 'INVALID_TAGS',
  /** Hidden stats (stringifiedSettings) that are not JSON of own account ids to stat keys. */
  invalidStatSettings: 'INVALID_STAT_SETTINGS',
  /** A rate card row without a platform, a description or a rate. */
  invalidRateCard: 'INVALID_RATE_CARD',
  invalidMediaKey: 'INVALID_MEDIA_KEY',
  /** A bulk call naming creators that do not exist (400 naming influencer_ids). */
  creatorsNotFound: 'CREATORS_NOT_FOUND',
  /** A bulk tag call that would give a creator more tags than it may hold. */
  tooManyTags: 'TOO_MANY_TAGS',
} as const;
export type TalentErrorCode = (typeof TALENT_ERROR_CODES)[keyof typeof TALENT_ERROR_CODES];
