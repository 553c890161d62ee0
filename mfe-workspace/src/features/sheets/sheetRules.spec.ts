import { describe, expect, it } from '@jest/globals';
import { SHEET_LIMITS } from '@tpp/contracts';
import { ariaSort, nextSort } from '../../components/rosterRules';
import { rosterRow } from '../../testing/roster.fixtures';
import {
  AVG_VIEWS_OPTIONS,
  autosaveEligible,
  EDITOR_ROSTER_DEFAULT_SORT,
  editorRosterQuery,
  ENGAGEMENT_RATE_OPTIONS,
  FOLLOWER_OPTIONS,
  followerOptionDisabled,
  hasAdvancedFilters,
  NO_ADVANCED_FILTERS,
  US_AUDIENCE_SHARE_OPTIONS,
  noteSegments,
  photoColumn,
  publicSheetLinks,
  roomLeft,
  saveButtons,
  talentColumn,
  toSheetInfluencer,
  titleRequired,
} from './sheetRules';

const names = (count: number) => Array.from({ length: count }, (_, index) => `Creator ${index + 1}`);

describe('sheet rules', () => {
  it('shows every name up to 9, and 6 of more than 9 until expanded', () => {
    expect(talentColumn(names(9), false)).toEqual({ shown: names(9), hidden: 0 });
    expect(talentColumn(names(10), false)).toEqual({ shown: names(6), hidden: 4 });
    expect(talentColumn(names(25), false).hidden).toBe(19);
    expect(talentColumn(names(25), true)).toEqual({ shown: names(25), hidden: 0 });
  });

  it('shows 3 photos then +N more', () => {
    expect(photoColumn(names(2))).toEqual({ shown: names(2), more: 0 });
    expect(photoColumn(names(7))).toEqual({ shown: names(3), more: 4 });
  });

  it('disables Save Sheet with no talent and adds the top button above 3 talent', () => {
    expect(saveButtons(0)).toEqual({ disabled: true, showTop: false });
    expect(saveButtons(3)).toEqual({ disabled: false, showTop: false });
    expect(saveButtons(4)).toEqual({ disabled: false, showTop: true });
    // A saved sheet has nothing to save.
    expect(saveButtons(4, true)).toEqual({ disabled: true, showTop: true });
  });

  it('needs a title except on casting-call responses, which stop at 40 talent', () => {
    expect(titleRequired('talent')).toBe(true);
    expect(titleRequired('campaign')).toBe(true);
    expect(titleRequired('casting_call_response')).toBe(false);
    expect(roomLeft('casting_call_response', 39)).toBe(1);
    expect(roomLeft('casting_call_response', SHEET_LIMITS.castingCallMaxTalent)).toBe(0);
    expect(roomLeft('talent', 40)).toBe(SHEET_LIMITS.sheetMaxTalent - 40);
  });

  it('autosaves dirty saved sheets, and new ones only with a title and talent', () => {
    const base = {
      sheetId: 'abc',
      sheetType: 'talent' as const,
      title: '',
      talentCount: 0,
      dirty: true,
      conflict: false,
    };
    expect(autosaveEligible(base)).toBe(true);
    expect(autosaveEligible({ ...base, dirty: false })).toBe(false);
    expect(autosaveEligible({ ...base, conflict: true })).toBe(false);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 2 })).toBe(false);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 2, title: 'Spring' })).toBe(true);
    expect(autosaveEligible({ ...base, sheetId: null, talentCount: 0, title: 'Spring' })).toBe(false);
    expect(
      autosaveEligible({ ...base, sheetId: null, talentCount: 1, sheetType: 'casting_call_response' }),
    ).toBe(true);
  });

  it('turns [text](url) into links for http, https and mailto only', () => {
    expect(noteSegments('See [reel](https://example.com/r) now')).toEqual([
      { text: 'See ' },
      { text: 'reel', href: 'https://example.com/r' },
      { text: ' now' },
    ]);
    expect(noteSegments('[x](javascript:alert(1))')).toEqual([{ text: '[x](javascript:alert(1))' }]);
    expect(noteSegments('plain')).toEqual([{ text: 'plain' }]);
  });

  it("keeps a roster row's description excerpt when it is added to the sheet", () => {
    const entry = toSheetInfluencer(rosterRow(7, { description_excerpt: 'Trail runner and coach.' }));
    expect(entry).toMatchObject({ id: 7, description_excerpt: 'Trail runner and coach.', note: '' });
  });

  it('builds both public links', () => {
    expect(publicSheetLinks('AbC_123', 'https://app.example')).toEqual({
      singlePage: 'https://app.example/public/talent-sheet/AbC_123',
      rosterView: 'https://app.example/public/talent-sheet/roster-view/AbC_123',
    });
  });

  it('sorts from the headers: a new column starts descending, the active one flips', () => {
    let sort = EDITOR_ROSTER_DEFAULT_SORT;
    expect(sort.sort).toBe('none');
    expect(ariaSort(sort, 'followers')).toBe('none');
    sort = nextSort(sort, 'followers');
    expect(sort).toEqual({ sort: 'followers', order: 'desc' });
    expect(ariaSort(sort, 'followers')).toBe('descending');
    sort = nextSort(sort, 'followers');
    expect(sort).toEqual({ sort: 'followers', order: 'asc' });
    expect(ariaSort(sort, 'followers')).toBe('ascending');
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ sort: 'name', order: 'desc' });
    expect(ariaSort(sort, 'followers')).toBe('none');
    expect(nextSort(sort, 'name')).toEqual({ sort: 'name', order: 'asc' });
  });

  it('keeps followers from at most followers to', () => {
    const range = { followersMin: 100_000, followersMax: 1_000_000 };
    expect(followerOptionDisabled('min', 1_000_000, range)).toBe(false);
    expect(followerOptionDisabled('min', 3_000_000, range)).toBe(true);
    expect(followerOptionDisabled('max', 100_000, range)).toBe(false);
    expect(followerOptionDisabled('max', 50_000, range)).toBe(true);
    expect(followerOptionDisabled('max', 10_000, { followersMin: null, followersMax: null })).toBe(false);
  });

  it('builds the roster query from the filters shown, dropping empty values', () => {
    const base = {
      advanced: false,
      name: '',
      tag: '',
      filters: NO_ADVANCED_FILTERS,
      ...EDITOR_ROSTER_DEFAULT_SORT,
      page: 1,
      limit: 40 as const,
    };
    expect(editorRosterQuery(base)).toEqual({ sort: 'none', page: 1, limit: 40 });
    expect(
      editorRosterQuery({ ...base, name: 'ava', tag: 'Travel', sort: 'followers', page: 2, limit: 80 }),
    ).toEqual({ sort: 'followers', order: 'desc', name: 'ava', tag: 'Travel', page: 2, limit: 80 });
    const filters = {
      platform: 'tiktok' as const,
      followersMin: 100_000,
      followersMax: 3_000_000,
      engagementRateMin: 2,
      usAudienceShareMin: 50,
      avgViewsMin: 25_000,
      gender: 'female' as const,
    };
    expect(editorRosterQuery({ ...base, advanced: true, name: 'ava', tag: 'Travel', filters })).toEqual({
      sort: 'none',
      page: 1,
      limit: 40,
      platform: 'tiktok',
      followers_min: 100_000,
      followers_max: 3_000_000,
      engagement_rate_min: 2,
      us_audience_share_min: 50,
      avg_views_min: 25_000,
      gender: 'female',
    });
    expect(
      editorRosterQuery({
        ...base,
        advanced: true,
        filters: { ...NO_ADVANCED_FILTERS, followersMin: 10_000 },
      }),
    ).toEqual({ sort: 'none', page: 1, limit: 40, followers_min: 10_000 });
    expect(editorRosterQuery({ ...base, filters })).toEqual({ sort: 'none', page: 1, limit: 40 });
  });

  it('offers the spec filter options', () => {
    expect(FOLLOWER_OPTIONS).toEqual([
      10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 3_000_000,
    ]);
    expect(ENGAGEMENT_RATE_OPTIONS).toEqual([1, 2, 3, 5, 10]);
    expect(US_AUDIENCE_SHARE_OPTIONS).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(AVG_VIEWS_OPTIONS).toEqual([5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000]);
    expect(hasAdvancedFilters(NO_ADVANCED_FILTERS)).toBe(false);
    expect(hasAdvancedFilters({ ...NO_ADVANCED_FILTERS, gender: 'male' })).toBe(true);
  });
});
