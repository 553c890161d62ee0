import { describe, expect, it } from '@jest/globals';
import { signedInUser } from '../testing/fixtures';
import { BUILT_SCREENS, type ScreenAvailability } from '@tpp/contracts';
import {
  accountDisplayName,
  accountMenuEntries,
  isNavEntryActive,
  mainNavEntries,
  showsNavigationShell,
} from './navEntries';

/** Every screen built, as after the issues that build them. */
const ALL_BUILT = Object.fromEntries(
  Object.keys(BUILT_SCREENS).map((key) => [key, true]),
) as ScreenAvailability;
const NONE_BUILT = Object.fromEntries(
  Object.keys(BUILT_SCREENS).map((key) => [key, false]),
) as ScreenAvailability;

const labels = (user = signedInUser(), built: ScreenAvailability = ALL_BUILT) =>
  mainNavEntries(user, built).map((entry) => `${entry.label} ${entry.href}`);
const menu = (user = signedInUser(), built: ScreenAvailability = ALL_BUILT) =>
  accountMenuEntries(user, built).map((entry) => `${entry.label} ${entry.href}`);
const noSheets = () =>
  signedInUser({ teamSettings: { pageTheme: null, noTalentSheets: true, displayTableColor: null } });

describe('main navigation', () => {
  it('lists the spec entries in order once their screens are built', () => {
    expect(labels()).toEqual([
      'Talent Roster /influencers',
      'Talent Sheets /talent-sheets',
      'Collections /collections',
      'Search /search',
      'Tagging Assistant /tagging-assistant',
      'Talent Data /team-influencer-logins',
    ]);
  });

  it('leaves out each entry whose screen is not built yet', () => {
    expect(labels(signedInUser(), NONE_BUILT)).toEqual([
      'Talent Roster /influencers',
      'Talent Sheets /talent-sheets',
      'Collections /collections',
      'Search /search',
    ]);
    expect(labels(signedInUser(), { ...NONE_BUILT, talentData: true })).toEqual([
      'Talent Roster /influencers',
      'Talent Sheets /talent-sheets',
      'Collections /collections',
      'Search /search',
      'Talent Data /team-influencer-logins',
    ]);
  });

  it('leads to every main bar screen today (Tagging Assistant and Talent Data are built)', () => {
    expect(labels(signedInUser(), BUILT_SCREENS)).toEqual(labels(signedInUser(), ALL_BUILT));
    expect(labels(signedInUser(), BUILT_SCREENS)).toContain('Tagging Assistant /tagging-assistant');
  });

  it('hides Talent Sheets and Collections when the team setting noTalentSheets is on', () => {
    expect(labels(noSheets())).toEqual([
      'Talent Roster /influencers',
      'Search /search',
      'Tagging Assistant /tagging-assistant',
      'Talent Data /team-influencer-logins',
    ]);
  });

  it('keeps Campaign Tracking, favorites and Creator Calls out of the main bar', () => {
    const hrefs = mainNavEntries(signedInUser(), ALL_BUILT).map((entry) => entry.href);
    expect(hrefs.some((href) => ['/campaigns', '/favorites', '/creator-calls'].includes(href))).toBe(false);
  });

  it('marks the entry of the section being shown', () => {
    const active = (path: string) =>
      mainNavEntries(signedInUser())
        .filter((entry) => isNavEntryActive(entry, path))
        .map((entry) => entry.label);
    expect(active('/influencers')).toEqual(['Talent Roster']);
    expect(active('/influencers/profile/3/1')).toEqual(['Talent Roster']);
    expect(active('/talent-sheet/abc')).toEqual(['Talent Sheets']);
    expect(active('/collection/new-collection')).toEqual(['Collections']);
    expect(active('/search')).toEqual(['Search']);
    expect(active('/talent-sheets/statistics')).toEqual([]);
    expect(active('/configure')).toEqual([]);
  });
});

describe('account menu', () => {
  it('holds the spec entries in order, with Creator Calls, Favorites and Campaign Tracking after Settings', () => {
    expect(menu()).toEqual([
      'Settings /configure',
      'Creator Calls /creator-calls',
      'Favorites /favorites',
      'Campaign Tracking /campaigns',
      'Contact Us /contact-tpp',
      'Statistics /talent-sheets/statistics',
      'New Talent /add-talent-requests',
      'My Requests /my-requests',
      'Log Out /signout',
    ]);
  });

  it('shows the Requests Console to the platform staff only', () => {
    expect(menu(signedInUser({ is_staff: true }))).toContain('Requests Console /staff/requests');
    expect(menu(signedInUser({ is_staff: false }))).not.toContain('Requests Console /staff/requests');
  });

  it('leaves out the entries whose screens are not built yet', () => {
    expect(menu(signedInUser(), NONE_BUILT)).toEqual([
      'Settings /configure',
      'Creator Calls /creator-calls',
      'Favorites /favorites',
      'Campaign Tracking /campaigns',
      'My Requests /my-requests',
      'Log Out /signout',
    ]);
    expect(menu(signedInUser(), BUILT_SCREENS)).toEqual(
      menu(signedInUser(), { ...NONE_BUILT, newTalentRequests: true, contactUs: true, statistics: true }),
    );
    expect(menu(signedInUser(), BUILT_SCREENS)).toContain('Statistics /talent-sheets/statistics');
    expect(menu(signedInUser(), BUILT_SCREENS)).toContain('New Talent /add-talent-requests');
    expect(menu(signedInUser(), BUILT_SCREENS)).toContain('Contact Us /contact-tpp');
  });

  it('leaves out Campaign Tracking when the team does not use talent sheets', () => {
    expect(menu(noSheets())).not.toContain('Campaign Tracking /campaigns');
    expect(menu(noSheets())).toContain('Creator Calls /creator-calls');
  });

  it('names the user by nickname, then full name, then email', () => {
    expect(accountDisplayName(signedInUser())).toBe('Avery');
    const noNickname = signedInUser({
      settings: { email: 'a@b.co', full_name: 'Avery Stone', nickname: ' ' },
    });
    expect(accountDisplayName(noNickname)).toBe('Avery Stone');
    const noNames = signedInUser({
      user_name: '',
      settings: { email: 'a@b.co', full_name: '', nickname: '' },
    });
    expect(accountDisplayName(noNames)).toBe('avery@northstar.example');
  });
});

describe('showsNavigationShell', () => {
  it('shows the header and navigation to a signed-in team member on a team page', () => {
    expect(showsNavigationShell(signedInUser(), false)).toBe(true);
  });

  it.each([
    ['nobody is signed in', null, false],
    ['the user has no team', signedInUser({ noTeam: true }), false],
    ['the user is suspended', signedInUser({ suspended: true }), false],
    ['the account is disabled', signedInUser({ account_disabled: true }), false],
    ['the page is public', signedInUser(), true],
  ])('hides them when %s', (_case, user, isPublicPath) => {
    expect(showsNavigationShell(user, isPublicPath)).toBe(false);
  });
});
