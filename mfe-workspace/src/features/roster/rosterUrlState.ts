import {
  MAX_PAGE_NUMBER,
  ROSTER_PAGE_SIZES,
  SOCIAL_PLATFORMS,
  SORT_ORDERS,
  type SocialPlatform,
  type SortOrder,
} from '@tpp/contracts';
import type { RosterPageSize, RosterQuery } from '../../api/talentApi';
import { effectiveNameFilter, type SortableColumn } from '../../components/rosterRules';

/** The roster page's sortable columns (Talent, Followers, Total Reach, Engagement Rate, Average Views). */
export const ROSTER_SORT_COLUMNS: readonly SortableColumn[] = [
  'name',
  'followers',
  'total_reach',
  'engagement_rate',
  'average_views',
];

/**
 * What the roster page shows, kept in its address (/influencers?page=2&sort=name&order=asc...), so
 * a reload, a shared link and the browser's Back show the same rows.
 */
export interface RosterUrlState {
  /** The name filter as applied (more than 2 characters, else ''). */
  name: string;
  tag: string;
  platform: SocialPlatform | '';
  sort: SortableColumn;
  order: SortOrder;
  page: number;
  limit: RosterPageSize;
}

/** Spec defaults: followers descending, 25 per page, page 1, no filters. */
export const ROSTER_URL_DEFAULTS: RosterUrlState = {
  name: '',
  tag: '',
  platform: '',
  sort: 'followers',
  order: 'desc',
  page: 1,
  limit: ROSTER_PAGE_SIZES[0],
};

function oneOf<T extends string | number>(allowed: readonly T[], value: T | undefined, fallback: T): T {
  return value !== undefined && allowed.includes(value) ? value : fallback;
}

/** Reads the address's query; anything missing or invalid falls back to its default. */
export function parseRosterSearch(search: string): RosterUrlState {
  const params = new URLSearchParams(search);
  const text = (key: keyof RosterUrlState) => params.get(key) ?? undefined;
  const page = Number(text('page'));
  return {
    name: effectiveNameFilter(text('name') ?? ''),
    tag: (text('tag') ?? '').trim(),
    platform: oneOf<SocialPlatform | ''>(['', ...SOCIAL_PLATFORMS], text('platform') as SocialPlatform, ''),
    sort: oneOf(ROSTER_SORT_COLUMNS, text('sort') as SortableColumn, ROSTER_URL_DEFAULTS.sort),
    order: oneOf(SORT_ORDERS, text('order') as SortOrder, ROSTER_URL_DEFAULTS.order),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1,
    limit: oneOf<number>(
      ROSTER_PAGE_SIZES,
      Number(text('limit')),
      ROSTER_URL_DEFAULTS.limit,
    ) as RosterPageSize,
  };
}

/** The query string of a state ('' for the defaults); defaults are left out, keys in a fixed order. */
export function rosterSearch(state: RosterUrlState): string {
  const params = new URLSearchParams();
  for (const key of ['page', 'limit', 'sort', 'order', 'platform', 'tag', 'name'] as const) {
    if (state[key] !== ROSTER_URL_DEFAULTS[key]) params.set(key, String(state[key]));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/user/influencers for the state: the server sorts and filters the whole roster. */
export function rosterApiQuery(state: RosterUrlState): RosterQuery {
  const query: RosterQuery = { sort: state.sort, order: state.order, page: state.page, limit: state.limit };
  if (state.name) query.name = state.name;
  if (state.tag) query.tag = state.tag;
  if (state.platform) query.platform = state.platform;
  return query;
}

/** Whether any filter narrows the roster (the empty state then offers Clear filters). */
export function isFiltered(state: RosterUrlState): boolean {
  return state.name !== '' || state.tag !== '' || state.platform !== '';
}
