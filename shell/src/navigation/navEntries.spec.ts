import { describe, expect, it } from '@jest/globals';
import { signedInUser } from '../testing/fixtures';
import {
  ACCOUNT_MENU,
  accountDisplayName,
  isNavEntryActive,
  mainNavEntries,
  showsNavigationShell,
} from './navEntries';

const labels = (user = signedInUser()) => mainNavEntries(user).map((entry) => `${entry.label} ${entry.href}`);

describe('main navigation', () => {
  it('lists the spec entries in order', () => {
    expect(labels()).toEqual([
      'Talent Roster /influencers',
      'Talent Sheets /talent-sheets',
      'Collections /collections',
      'Tagging Assistant /tagging-assistant',
      'Talent Data /team-influencer-logins',
    ]);
  });

  it('hides Talent Sheets and Collections when the team setting noTalentSheets is on', () => {
    const user = signedInUser({
      teamSettings: { pageTheme: null, noTalentSheets: true, displayTableColor: null },
    });
    expect(labels(user)).toEqual([
      'Talent Roster /influencers',
      'Tagging Assistant /tagging-assistant',
      'Talent Data /team-influencer-logins',
    ]);
  });

  it('never lists Campaign Tracking, favorites or Creator Calls', () => {
    const hrefs = mainNavEntries(signedInUser()).map((entry) => entry.href);
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
    expect(active('/talent-sheets/statistics')).toEqual([]);
    expect(active('/configure')).toEqual([]);
  });
});

describe('account menu', () => {
  it('holds the spec entries in order', () => {
    expect(ACCOUNT_MENU.map((entry) => `${entry.label} ${entry.href}`)).toEqual([
      'Settings /configure',
      'Contact Us /contact-tpp',
      'Statistics /talent-sheets/statistics',
      'New Talent /add-talent-requests',
      'Log out /signout',
    ]);
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
