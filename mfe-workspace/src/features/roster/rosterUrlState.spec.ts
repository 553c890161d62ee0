import { describe, expect, it } from '@jest/globals';
import {
  isFiltered,
  parseRosterSearch,
  rosterApiQuery,
  rosterSearch,
  ROSTER_URL_DEFAULTS,
} from './rosterUrlState';

describe('roster URL state', () => {
  it('defaults to followers descending, 25 per page, page 1, no filters', () => {
    expect(parseRosterSearch('')).toEqual({
      name: '',
      tag: '',
      platform: '',
      sort: 'followers',
      order: 'desc',
      page: 1,
      limit: 25,
    });
    expect(rosterSearch(ROSTER_URL_DEFAULTS)).toBe('');
  });

  it('writes only what differs from the defaults, in a fixed order, and reads it back', () => {
    const state = {
      ...ROSTER_URL_DEFAULTS,
      name: 'ava lee',
      tag: 'Food & Drink',
      platform: 'tiktok' as const,
      sort: 'engagement_rate' as const,
      order: 'asc' as const,
      page: 3,
      limit: 50 as const,
    };
    const search = rosterSearch(state);
    expect(search).toBe(
      '?page=3&limit=50&sort=engagement_rate&order=asc&platform=tiktok&tag=Food+%26+Drink&name=ava+lee',
    );
    expect(parseRosterSearch(search)).toEqual(state);
    expect(rosterSearch({ ...ROSTER_URL_DEFAULTS, sort: 'name' })).toBe('?sort=name');
  });

  it('falls back to the default of every invalid or hand-edited value', () => {
    expect(
      parseRosterSearch('?page=0&limit=30&sort=reach&order=up&platform=myspace&name=ab&tag=%20%20'),
    ).toEqual(ROSTER_URL_DEFAULTS);
    expect(parseRosterSearch('?page=2.5').page).toBe(1);
    expect(parseRosterSearch('?page=-3').page).toBe(1);
    expect(parseRosterSearch('?sort=none').sort).toBe('followers');
    // The name filter applies only above 2 characters.
    expect(parseRosterSearch('?name=%20abc%20').name).toBe('abc');
  });

  it('asks the server to sort and filter the whole roster', () => {
    expect(rosterApiQuery(ROSTER_URL_DEFAULTS)).toEqual({
      sort: 'followers',
      order: 'desc',
      page: 1,
      limit: 25,
    });
    expect(
      rosterApiQuery({ ...ROSTER_URL_DEFAULTS, platform: 'youtube', tag: 'Gamer', name: 'zoe', page: 2 }),
    ).toEqual({
      sort: 'followers',
      order: 'desc',
      page: 2,
      limit: 25,
      platform: 'youtube',
      tag: 'Gamer',
      name: 'zoe',
    });
    expect(isFiltered(ROSTER_URL_DEFAULTS)).toBe(false);
    expect(isFiltered({ ...ROSTER_URL_DEFAULTS, platform: 'instagram' })).toBe(true);
  });
});
