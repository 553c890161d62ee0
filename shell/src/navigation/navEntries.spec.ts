import { describe, expect, it } from '@jest/globals';
import { signedInUser } from '../testing/fixtures';
import { BUILT_SCREENS, type ScreenAvailability } from '@tpp/contracts';
import {
  accountDisplayName,
  accountMenuEntries,
  isNavEntryActive,
  mainNavEntries,
  showsNavigationShell,
  toolsMenuEntries,
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

const tools = (user = signedInUser(), built: ScreenAvailability = ALL_BUILT) =>
  toolsMenuEntries(user, built).map((entry) => `${entry.label} ${entry.href}`);

describe('main navigation', () => {
  it('lists the daily screens in order, Messages last; Statistics and Messages once built', () => {
    const unbuilt = [
      'Talent Roster /influencers',
      'Talent Sheets /talent-sheets',
      'Collections /collections',
      'Search /search',
      'Creator Calls /creator-calls',
      'Campaign Tracking /campaigns',
    ];
    expect(labels()).toEqual([...unbuilt, 'Statistics /talent-sheets/statistics', 'Messages /messages']);
    expect(labels(signedInUser(), BUILT_SCREENS)).toEqual(labels());
    expect(labels(signedInUser(), NONE_BUILT)).toEqual(unbuilt);
  });

  it('hides Talent Sheets, Collections and Campaign Tracking when the team setting noTalentSheets is on', () => {
    expect(labels(noSheets())).toEqual([
      'Talent Roster /influencers',
      'Search /search',
      'Creator Calls /creator-calls',
      'Statistics /talent-sheets/statistics',
      'Messages /messages',
    ]);
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
    expect(active('/creator-call-response/4')).toEqual(['Creator Calls']);
    expect(active('/campaign/view/abc')).toEqual(['Campaign Tracking']);
    expect(active('/talent-sheets/statistics')).toEqual(['Statistics']);
    expect(active('/talent-sheets/statistics/abc')).toEqual(['Statistics']);
    expect(active('/messages')).toEqual(['Messages']);
    expect(active('/')).toEqual([]);
    expect(active('/configure')).toEqual([]);
  });
});

describe.each([
  [
    'the Tools menu (the occasional tools)',
    tools,
    [
      'Tagging Assistant /tagging-assistant',
      'Talent Data /team-influencer-logins',
      'Favorites /favorites',
      'My Requests /my-requests',
    ],
    ['Favorites /favorites', 'My Requests /my-requests'],
  ],
  [
    "the account menu (the user's and the platform's entries)",
    menu,
    ['Settings /configure', 'Contact Us /contact-tpp', 'New Talent /add-talent-requests', 'Log Out /signout'],
    ['Settings /configure', 'Log Out /signout'],
  ],
])('%s', (_menu, entries, all, whenNothingIsBuilt) => {
  it('holds its entries in order, each once its screen is built', () => {
    expect(entries()).toEqual(all);
    expect(entries(signedInUser(), BUILT_SCREENS)).toEqual(all);
    expect(entries(signedInUser(), NONE_BUILT)).toEqual(whenNothingIsBuilt);
  });
});

describe('account menu', () => {
  it('shows the Requests Console to the platform staff only', () => {
    expect(menu(signedInUser({ is_staff: true }))).toContain('Requests Console /staff/requests');
    expect(menu(signedInUser({ is_staff: false }))).not.toContain('Requests Console /staff/requests');
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
