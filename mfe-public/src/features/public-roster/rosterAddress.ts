import { useCallback, useMemo, useRef } from 'react';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@tpp/contracts';
import { navigate } from '@tpp/session';
import { useSearch } from 'wouter';
import { NO_FILTERS, tagKey, type RosterFilters } from './rosterFilters';
import { ROSTER_SORTS, type RosterSort } from './rosterSort';

/**
 * The public roster's filters live in its address, so a brand can share a filtered link and the
 * browser's Back and reload keep them: ?q= (the name search), ?platform=, ?tags= (once per chosen
 * tag) and ?sort=. A value left at its default is left out; an unknown platform or order is read
 * as the default. Other parameters (influencer_id) are kept.
 */
export const FILTER_PARAMS = { query: 'q', platform: 'platform', tags: 'tags', sort: 'sort' } as const;

const isPlatform = (value: string | null): value is SocialPlatform =>
  SOCIAL_PLATFORMS.some((platform) => platform === value);
const isSort = (value: string | null): value is RosterSort => ROSTER_SORTS.some(({ id }) => id === value);

/** The filters an address's query (with or without its '?') holds. */
export function filtersFromSearch(search: string): RosterFilters {
  const params = new URLSearchParams(search);
  const platform = params.get(FILTER_PARAMS.platform);
  const sort = params.get(FILTER_PARAMS.sort);
  const tags: string[] = [];
  for (const tag of params.getAll(FILTER_PARAMS.tags)) {
    const name = tag.trim();
    if (name && !tags.some((chosen) => tagKey(chosen) === tagKey(name))) tags.push(name);
  }
  return {
    query: params.get(FILTER_PARAMS.query) ?? '',
    platform: isPlatform(platform) ? platform : NO_FILTERS.platform,
    tags,
    sort: isSort(sort) ? sort : NO_FILTERS.sort,
  };
}

/** The query (without '?') of `search` with these filters written in place of its own. */
export function searchWithFilters(search: string, filters: RosterFilters): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filters.query !== '') params.set(FILTER_PARAMS.query, filters.query);
  if (filters.platform !== '') params.set(FILTER_PARAMS.platform, filters.platform);
  for (const tag of filters.tags) params.append(FILTER_PARAMS.tags, tag);
  if (filters.sort !== NO_FILTERS.sort) params.set(FILTER_PARAMS.sort, filters.sort);
  return params.toString();
}

const sameExceptQuery = (a: RosterFilters, b: RosterFilters) =>
  a.platform === b.platform &&
  a.sort === b.sort &&
  a.tags.length === b.tags.length &&
  a.tags.every((tag, index) => tagKey(tag) === tagKey(b.tags[index] ?? ''));

/**
 * The filters of the current address, and a function that changes them. Every change is a new
 * history entry (Back undoes it), except the keystrokes of one name search after its first: they
 * replace that entry, so Back does not step through the search letter by letter.
 */
export function useRosterFilters(): [RosterFilters, (next: RosterFilters) => void] {
  const search = useSearch();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  // The query this hook last wrote for a name search: typing on from there replaces it.
  const typedInto = useRef<string | null>(null);

  const change = useCallback((next: RosterFilters) => {
    const current = window.location.search.replace(/^\?/, '');
    const nextSearch = searchWithFilters(current, next);
    if (nextSearch === current) return;
    const typing = sameExceptQuery(filtersFromSearch(current), next);
    navigate(`${window.location.pathname}${nextSearch ? `?${nextSearch}` : ''}`, {
      replace: typing && typedInto.current === current,
    });
    typedInto.current = typing ? nextSearch : null;
  }, []);

  return [filters, change];
}
