import { describe, expect, it } from '@jest/globals';
import { filtersFromSearch, searchWithFilters } from './rosterAddress';
import { NO_FILTERS } from './rosterFilters';

describe('the roster filters in the address', () => {
  it('reads the search, platform, tags and order, and the defaults without them', () => {
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
    expect(
      filtersFromSearch('?q=zo%C3%AB+m&platform=youtube&tags=Fitness&tags=New+York%2C+NY&sort=name'),
    ).toEqual({ query: 'zoë m', platform: 'youtube', tags: ['Fitness', 'New York, NY'], sort: 'name' });
  });

  it('reads an unknown platform or order as the default, and a tag once', () => {
    expect(filtersFromSearch('platform=myspace&sort=random&tags=Gym&tags=gym&tags=%20')).toEqual({
      ...NO_FILTERS,
      tags: ['Gym'],
    });
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    expect(searchWithFilters('influencer_id=8', NO_FILTERS)).toBe('influencer_id=8');
    const written = searchWithFilters('q=old&tags=Old&influencer_id=8', {
      query: 'ava',
      platform: 'tiktok',
      tags: ['Fitness', 'Austin, TX'],
      sort: 'followers',
    });
    expect(written).toBe(
      'influencer_id=8&q=ava&platform=tiktok&tags=Fitness&tags=Austin%2C+TX&sort=followers',
    );
    expect(filtersFromSearch(written)).toEqual({
      query: 'ava',
      platform: 'tiktok',
      tags: ['Fitness', 'Austin, TX'],
      sort: 'followers',
    });
  });
});
