import { describe, expect, it } from '@jest/globals';
import { DIRECTORY_FILTER_OPTIONS } from '@tpp/contracts';
import {
  DIRECTORY_DEFAULT_SORT,
  directoryQuery,
  directoryTalent,
  hasDirectoryFilters,
  nextDirectorySort,
  NO_DIRECTORY_FILTERS,
  parseSearchUrl,
  profileHref,
  rangeOptionDisabled,
  searchUrl,
  uniqueKeywords,
  type DirectoryFilters,
} from './directoryFilters';
import { directoryAccount } from './directory.fixtures';

const filters = (patch: Partial<DirectoryFilters>): DirectoryFilters => ({
  ...NO_DIRECTORY_FILTERS,
  ...patch,
});

describe('directoryQuery', () => {
  it('asks for the defaults only: instagram, followers descending, page 1 of 300', () => {
    expect(directoryQuery(NO_DIRECTORY_FILTERS, DIRECTORY_DEFAULT_SORT)).toEqual({
      platform: 'instagram',
      sort: 'followers',
      order: 'desc',
      page: 1,
      limit: 300,
    });
  });

  it('sends every chosen filter under its parameter name and nothing that is not chosen', () => {
    const query = directoryQuery(
      filters({
        keywords: ['travel', 'Vegan Food'],
        platform: 'tiktok',
        followersMin: 10_000,
        followersMax: 250_000,
        usAudienceShareMin: 60,
        audienceAgeMin: 18,
        audienceAgeMax: 24,
        minAgeShare: 30,
        audienceGender: 'female',
        engagementRateMin: 3,
        avgViewsMin: 5_000,
        avgViewsMax: 50_000,
        gender: 'male',
        ageMin: 25,
        ageMax: 34,
        name: 'ana',
      }),
      { sort: 'engagement_rate', order: 'asc' },
      { talentSheet: true },
    );
    expect(query).toEqual({
      platform: 'tiktok',
      sort: 'engagement_rate',
      order: 'asc',
      page: 1,
      limit: 300,
      tags: 'travel,Vegan Food',
      followers_min: 10_000,
      followers_max: 250_000,
      us_audience_share_min: 60,
      audience_age_min: 18,
      audience_age_max: 24,
      min_age_share: 30,
      target_gender: 'female',
      target_min_gender_share: 70,
      engagement_rate_min: 3,
      avg_reels_plays_min: 5_000,
      avg_reels_plays_max: 50_000,
      gender: 'male',
      age_minimum: 25,
      age_maximum: 34,
      name_search: 'ana',
      talent_sheet: true,
    });
  });

  it('sends the audience gender with the spec skew of 70%', () => {
    const query = directoryQuery(filters({ audienceGender: 'male' }), DIRECTORY_DEFAULT_SORT);
    expect(query.target_gender).toBe('male');
    expect(query.target_min_gender_share).toBe(DIRECTORY_FILTER_OPTIONS.audienceGenderShare);
    expect(query.target_min_gender_share).toBe(70);
    expect(query.gender).toBeUndefined();
  });
});

describe('from / to rules', () => {
  it('disables a from above the chosen to and a to below the chosen from', () => {
    expect(rangeOptionDisabled('from', 25, { from: null, to: 24 })).toBe(true);
    expect(rangeOptionDisabled('from', 18, { from: null, to: 24 })).toBe(false);
    expect(rangeOptionDisabled('to', 17, { from: 18, to: null })).toBe(true);
    expect(rangeOptionDisabled('to', 24, { from: 18, to: null })).toBe(false);
    expect(rangeOptionDisabled('from', 65, { from: null, to: null })).toBe(false);
    expect(rangeOptionDisabled('to', 17, { from: null, to: null })).toBe(false);
  });
});

describe('nextDirectorySort', () => {
  it('flips the active column and starts a new column descending', () => {
    expect(nextDirectorySort({ sort: 'followers', order: 'desc' }, 'followers')).toEqual({
      sort: 'followers',
      order: 'asc',
    });
    expect(nextDirectorySort({ sort: 'followers', order: 'asc' }, 'followers')).toEqual({
      sort: 'followers',
      order: 'desc',
    });
    expect(nextDirectorySort({ sort: 'followers', order: 'asc' }, 'engagement_rate')).toEqual({
      sort: 'engagement_rate',
      order: 'desc',
    });
  });
});

describe('the /search address', () => {
  it('keeps the defaults out and reads back what it wrote', () => {
    expect(searchUrl({ filters: NO_DIRECTORY_FILTERS, sort: DIRECTORY_DEFAULT_SORT })).toBe('');
    const state = {
      filters: filters({
        keywords: ['travel', 'fitness'],
        platform: 'youtube' as const,
        followersMin: 50_000,
        audienceAgeMin: 25,
        audienceAgeMax: 34,
        minAgeShare: 40,
        audienceGender: 'female' as const,
        avgViewsMax: 1_000_000,
        ageMin: 18,
        name: 'lee',
      }),
      sort: { sort: 'avg_views' as const, order: 'asc' as const },
    };
    expect(parseSearchUrl(searchUrl(state))).toEqual(state);
  });

  it('drops values that are not on the option lists and impossible ranges', () => {
    const { filters: parsed, sort } = parseSearchUrl(
      '?followers_min=12345&platform=myspace&age_minimum=45&age_maximum=24&sort=nope&order=up&gender=x',
    );
    expect(parsed.followersMin).toBeNull();
    expect(parsed.platform).toBe('instagram');
    expect(parsed.ageMin).toBe(45);
    expect(parsed.ageMax).toBeNull();
    expect(parsed.gender).toBe('');
    expect(sort).toEqual(DIRECTORY_DEFAULT_SORT);
  });
});

describe('helpers', () => {
  it('removes blank and repeated keywords', () => {
    expect(uniqueKeywords([' Travel ', 'travel', '', 'Food'])).toEqual(['Travel', 'Food']);
  });

  it('counts the platform as a filter only when it is not the default', () => {
    expect(hasDirectoryFilters(NO_DIRECTORY_FILTERS)).toBe(false);
    expect(hasDirectoryFilters(filters({ platform: 'tiktok' }))).toBe(true);
    expect(hasDirectoryFilters(filters({ keywords: ['x'] }))).toBe(true);
  });

  it('opens the workspace profile of a roster creator and the public profile of any other', () => {
    expect(profileHref(directoryAccount(1, { on_roster: true }))).toBe('/influencers/profile/501');
    expect(profileHref(directoryAccount(1, { on_roster: false }))).toBe('/public/profile/501');
  });

  it('turns a row into sheet talent under the creator id with its public data', () => {
    const talent = directoryTalent(directoryAccount(2));
    expect(talent).toMatchObject({
      id: 502,
      fullname: 'Directory Creator 2',
      primary_handle: 'creator2',
      primary_followers: 998_000,
      primary_platform: 'instagram',
    });
  });
});
