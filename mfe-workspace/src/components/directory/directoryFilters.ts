import {
  AI_SEARCH_LIMIT,
  DIRECTORY_DEFAULTS,
  DIRECTORY_FILTER_OPTIONS,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  SOCIAL_PLATFORMS,
  SORT_ORDERS,
  type AdvancedFiltersAiRequest,
  type DirectoryAccount,
  type DirectoryGender,
  type DirectoryQuery,
  type DirectorySort,
  type RosterInfluencer,
  type SocialPlatform,
  type SortOrder,
} from '@tpp/contracts';

/**
 * What the advanced search asks for (docs/product/directory-search.md: its parameters,
 * age rules and option lists). null and '' are "any" and are never sent.
 */
export interface DirectoryFilters {
  /** Free keywords and team tags (sent comma-separated as `tags`). */
  keywords: string[];
  platform: SocialPlatform;
  followersMin: number | null;
  followersMax: number | null;
  usAudienceShareMin: number | null;
  audienceAgeMin: number | null;
  audienceAgeMax: number | null;
  minAgeShare: number | null;
  audienceGender: DirectoryGender | '';
  engagementRateMin: number | null;
  avgViewsMin: number | null;
  avgViewsMax: number | null;
  gender: DirectoryGender | '';
  ageMin: number | null;
  ageMax: number | null;
  /** The name search as applied (debounced, trimmed). */
  name: string;
}

export interface DirectorySortState {
  sort: DirectorySort;
  order: SortOrder;
}

export const NO_DIRECTORY_FILTERS: DirectoryFilters = {
  keywords: [],
  platform: DIRECTORY_DEFAULTS.platform,
  followersMin: null,
  followersMax: null,
  usAudienceShareMin: null,
  audienceAgeMin: null,
  audienceAgeMax: null,
  minAgeShare: null,
  audienceGender: '',
  engagementRateMin: null,
  avgViewsMin: null,
  avgViewsMax: null,
  gender: '',
  ageMin: null,
  ageMax: null,
  name: '',
};

/** Followers descending. */
export const DIRECTORY_DEFAULT_SORT: DirectorySortState = {
  sort: DIRECTORY_DEFAULTS.sort,
  order: DIRECTORY_DEFAULTS.order,
};

/** A search with no filters in the default order. */
export const NEW_SEARCH: SearchUrlState = { filters: NO_DIRECTORY_FILTERS, sort: DIRECTORY_DEFAULT_SORT };

/** Whether anything narrows the search (Clear Filters is then offered). */
export function hasDirectoryFilters(filters: DirectoryFilters): boolean {
  return (Object.keys(NO_DIRECTORY_FILTERS) as (keyof DirectoryFilters)[]).some((key) =>
    key === 'keywords' ? filters.keywords.length > 0 : filters[key] !== NO_DIRECTORY_FILTERS[key],
  );
}

/** Whether the audience age filter is set (the results then show the audience age share column). */
export function hasAudienceAgeFilter(filters: DirectoryFilters): boolean {
  return filters.audienceAgeMin !== null || filters.audienceAgeMax !== null;
}

/* ---- from / to choosers (a from value cannot exceed the to value and vice versa) ---- */

export type RangeSide = 'from' | 'to';

/**
 * Whether a from/to option is impossible to choose: a from above the chosen to, or a to below
 * the chosen from.
 */
export function rangeOptionDisabled(
  side: RangeSide,
  value: number,
  range: { from: number | null; to: number | null },
): boolean {
  if (side === 'from') return range.to !== null && value > range.to;
  return range.from !== null && value < range.from;
}

/* ---- sort headers (the active column flips; a new column starts descending) ---- */

/** Clicking the active column flips asc/desc; a new column starts descending. */
export function nextDirectorySort(current: DirectorySortState, column: DirectorySort): DirectorySortState {
  if (current.sort === column) return { sort: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: column, order: 'desc' };
}

export function directoryAriaSort(
  current: DirectorySortState | null,
  column: DirectorySort,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/* ---- the query ---- */

/**
 * GET /api/directory/social-accounts for the filters and sort: only chosen values are sent; the
 * audience gender chooser sends its gender with the spec's 70% skew.
 */
export function directoryQuery(
  filters: DirectoryFilters,
  sort: DirectorySortState,
  options: { talentSheet?: boolean } = {},
): DirectoryQuery {
  const query: DirectoryQuery = {
    platform: filters.platform,
    sort: sort.sort,
    order: sort.order,
    page: 1,
    limit: DIRECTORY_PAGE_SIZE,
  };
  const numbers: [keyof DirectoryQuery, number | null][] = [
    ['followers_min', filters.followersMin],
    ['followers_max', filters.followersMax],
    ['us_audience_share_min', filters.usAudienceShareMin],
    ['audience_age_min', filters.audienceAgeMin],
    ['audience_age_max', filters.audienceAgeMax],
    ['min_age_share', filters.minAgeShare],
    ['engagement_rate_min', filters.engagementRateMin],
    ['avg_reels_plays_min', filters.avgViewsMin],
    ['avg_reels_plays_max', filters.avgViewsMax],
    ['age_minimum', filters.ageMin],
    ['age_maximum', filters.ageMax],
  ];
  for (const [key, value] of numbers) if (value !== null) (query as Record<string, unknown>)[key] = value;
  if (filters.audienceGender) {
    query.target_gender = filters.audienceGender;
    query.target_min_gender_share = DIRECTORY_FILTER_OPTIONS.audienceGenderShare;
  }
  if (filters.gender) query.gender = filters.gender;
  if (filters.keywords.length > 0) query.tags = filters.keywords.join(',');
  if (filters.name) query.name_search = filters.name;
  if (options.talentSheet) query.talent_sheet = true;
  return query;
}

/* ---- the /search address (reload and Back keep the search) ---- */

export interface SearchUrlState {
  filters: DirectoryFilters;
  sort: DirectorySortState;
}

const NUMBER_KEYS: [keyof DirectoryFilters, string, readonly number[]][] = [
  ['followersMin', 'followers_min', DIRECTORY_FILTER_OPTIONS.followers],
  ['followersMax', 'followers_max', DIRECTORY_FILTER_OPTIONS.followers],
  ['usAudienceShareMin', 'us_audience_share_min', DIRECTORY_FILTER_OPTIONS.usAudienceShareMinimum],
  ['audienceAgeMin', 'audience_age_min', DIRECTORY_FILTER_OPTIONS.audienceAgeFrom],
  ['audienceAgeMax', 'audience_age_max', DIRECTORY_FILTER_OPTIONS.audienceAgeTo],
  ['minAgeShare', 'min_age_share', DIRECTORY_FILTER_OPTIONS.minimumAgeShare],
  ['engagementRateMin', 'engagement_rate_min', DIRECTORY_FILTER_OPTIONS.engagementMinimum],
  ['avgViewsMin', 'avg_views_min', DIRECTORY_FILTER_OPTIONS.averageViews],
  ['avgViewsMax', 'avg_views_max', DIRECTORY_FILTER_OPTIONS.averageViews],
  ['ageMin', 'age_minimum', DIRECTORY_FILTER_OPTIONS.talentAgeFrom],
  ['ageMax', 'age_maximum', DIRECTORY_FILTER_OPTIONS.talentAgeTo],
];

function oneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads /search's query; anything missing or not on the option lists falls back to its default. */
export function parseSearchUrl(search: string): SearchUrlState {
  const params = new URLSearchParams(search);
  const filters: DirectoryFilters = { ...NO_DIRECTORY_FILTERS, keywords: [] };
  for (const [key, param, options] of NUMBER_KEYS) {
    const raw = params.get(param);
    (filters as unknown as Record<string, number | null>)[key] =
      raw === null ? null : oneOf<number | null>(options, Number(raw), null);
  }
  filters.platform = oneOf(SOCIAL_PLATFORMS, params.get('platform'), NO_DIRECTORY_FILTERS.platform);
  filters.gender = oneOf<DirectoryGender | ''>(
    DIRECTORY_FILTER_OPTIONS.talentGenders,
    params.get('gender'),
    '',
  );
  filters.audienceGender = oneOf<DirectoryGender | ''>(
    DIRECTORY_FILTER_OPTIONS.talentGenders,
    params.get('audience_gender'),
    '',
  );
  filters.keywords = uniqueKeywords((params.get('keywords') ?? '').split(','));
  filters.name = (params.get('name') ?? '').trim();
  // An impossible range in a hand-edited link keeps only its from value.
  if (
    filters.followersMin !== null &&
    filters.followersMax !== null &&
    filters.followersMin > filters.followersMax
  )
    filters.followersMax = null;
  if (
    filters.avgViewsMin !== null &&
    filters.avgViewsMax !== null &&
    filters.avgViewsMin > filters.avgViewsMax
  )
    filters.avgViewsMax = null;
  if (filters.ageMin !== null && filters.ageMax !== null && filters.ageMin > filters.ageMax)
    filters.ageMax = null;
  if (
    filters.audienceAgeMin !== null &&
    filters.audienceAgeMax !== null &&
    filters.audienceAgeMin > filters.audienceAgeMax
  )
    filters.audienceAgeMax = null;
  return {
    filters,
    sort: {
      sort: oneOf(DIRECTORY_SORTS, params.get('sort'), DIRECTORY_DEFAULT_SORT.sort),
      order: oneOf(SORT_ORDERS, params.get('order'), DIRECTORY_DEFAULT_SORT.order),
    },
  };
}

/** The query string of a search ('' for the defaults); defaults left out, keys in a fixed order. */
export function searchUrl(state: SearchUrlState): string {
  const { filters, sort } = state;
  const params = new URLSearchParams();
  if (filters.keywords.length > 0) params.set('keywords', filters.keywords.join(','));
  if (filters.name) params.set('name', filters.name);
  if (filters.platform !== NO_DIRECTORY_FILTERS.platform) params.set('platform', filters.platform);
  for (const [key, param] of NUMBER_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(param, String(value));
  }
  if (filters.audienceGender) params.set('audience_gender', filters.audienceGender);
  if (filters.gender) params.set('gender', filters.gender);
  if (sort.sort !== DIRECTORY_DEFAULT_SORT.sort) params.set('sort', sort.sort);
  if (sort.order !== DIRECTORY_DEFAULT_SORT.order) params.set('order', sort.order);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Keywords trimmed, blanks dropped, duplicates (ignoring case) removed. */
export function uniqueKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/,/g, ' ').trim();
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    out.push(keyword);
  }
  return out;
}

/* ---- adding results to a sheet ---- */

/**
 * A directory row as the sheet editor's talent: the creator (influencer_id) with the public data
 * of the row; a creator not on the roster shows with this data.
 */
export function directoryTalent(account: DirectoryAccount): RosterInfluencer {
  return {
    id: account.influencer_id,
    fullname: account.fullname,
    tagline: null,
    picture_main_url: account.picture_main_url ?? '',
    tags: account.tags,
    display_tags: [],
    city: null,
    state: null,
    primary_account_id: account.id,
    primary_platform: account.platform,
    primary_handle: account.handle,
    primary_followers: account.followers,
    primary_engagement_rate: account.engagement_rate,
    total_reach: account.total_reach,
    average_views:
      account.avg_views === null ? null : { value: account.avg_views, platform: account.platform },
    primary_us_audience_share: account.us_audience_share,
    description_excerpt: '',
    socials: [
      { id: account.id, platform: account.platform, followers: account.followers, handle: account.handle },
    ],
  };
}

/**
 * Where View Profile leads: the workspace profile for a creator on the caller's roster, the
 * public profile (without team) for any other creator.
 */
export function profileHref(account: DirectoryAccount): string {
  const id = encodeURIComponent(String(account.influencer_id));
  return account.on_roster ? `/influencers/profile/${id}` : `/public/profile/${id}`;
}

/**
 * POST /api/advanced-filters-ai's body: the directory call's parameters minus
 * page, cursor, sort and order, plus team_id, limit AI_SEARCH_LIMIT, talent_sheet true, the
 * description and the sheet's creators (when there is a sheet).
 */
export function aiSearchRequest(
  query: DirectoryQuery,
  options: { teamId: number | null; description: string; includedInfluencers: readonly number[] },
): AdvancedFiltersAiRequest {
  const {
    page: _page,
    cursor: _cursor,
    sort: _sort,
    order: _order,
    limit: _limit,
    talent_sheet: _talentSheet,
    ...filters
  } = query;
  const request: AdvancedFiltersAiRequest = {
    ...filters,
    limit: AI_SEARCH_LIMIT,
    talent_sheet: true,
    description: options.description.trim(),
  };
  if (options.teamId !== null) request.team_id = options.teamId;
  if (options.includedInfluencers.length > 0) request.included_influencers = [...options.includedInfluencers];
  return request;
}
