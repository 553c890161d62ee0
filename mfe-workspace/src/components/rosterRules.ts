import type { RosterSort, SortOrder, UserStatus } from '@tpp/contracts';

/** The roster name filter applies only with more than 2 characters. */
export function effectiveNameFilter(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > 2 ? trimmed : '';
}

export function formatCount(value: number): string {
  if (value >= 1_000_000) return `${trimZero(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trimZero(value / 1_000)}K`;
  return String(value);
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

export function formatLocation(city: string | null, state: string | null): string {
  return [city, state].filter((part) => part && part.trim()).join(', ');
}

export const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  other: 'Other',
};

/**
 * Removing a creator from the roster is for team admins and platform admins (the API's
 * 'roster.remove' policy); members are not offered the action at all.
 */
export function canRemoveFromRoster(user: Pick<UserStatus, 'is_admin' | 'teamRole'> | null): boolean {
  return !!user && (user.is_admin || user.teamRole === 'team_admin');
}

/* ---- Sortable roster columns, the roster page's and the sheet editor's ---- */

export type SortableColumn = Exclude<RosterSort, 'none'>;

export interface RosterSortState {
  sort: RosterSort;
  order: SortOrder;
}

/** Clicking the active column flips asc/desc; a new column starts descending. */
export function nextSort(current: RosterSortState, column: SortableColumn): RosterSortState {
  if (current.sort === column) return { sort: column, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { sort: column, order: 'desc' };
}

/** The aria-sort of a column header. */
export function ariaSort(
  current: RosterSortState,
  column: SortableColumn,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * A percentage ('–' when not measured): engagement rates with 2 decimals, audience shares with 1
 * (the spec's country percentages).
 */
export function formatPercent(value: number | null, decimals = 2): string {
  return value === null ? '–' : `${value.toFixed(decimals)}%`;
}
