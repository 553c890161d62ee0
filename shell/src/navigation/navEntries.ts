import { matchesAny, type UserStatus } from '@tpp/contracts';

export interface NavEntry {
  label: string;
  href: string;
  /** Routes under which the entry shows as the current page. */
  activeOn: readonly string[];
}

const TALENT_ROSTER: NavEntry = {
  label: 'Talent Roster',
  href: '/influencers',
  activeOn: ['/influencers/*'],
};
const TALENT_SHEETS: NavEntry = {
  label: 'Talent Sheets',
  href: '/talent-sheets',
  activeOn: ['/talent-sheets', '/talent-sheet/:talentSheetId?', '/talent-sheet-create'],
};
const COLLECTIONS: NavEntry = {
  label: 'Collections',
  href: '/collections',
  activeOn: ['/collections', '/collection/*'],
};
const TAGGING_ASSISTANT: NavEntry = {
  label: 'Tagging Assistant',
  href: '/tagging-assistant',
  activeOn: ['/tagging-assistant'],
};
const TALENT_DATA: NavEntry = {
  label: 'Talent Data',
  href: '/team-influencer-logins',
  activeOn: ['/team-influencer-logins'],
};

/**
 * The main navigation (spec: Navigation, signed in). Campaign Tracking, favorites and Creator
 * Calls exist but are deliberately not listed; Talent Sheets and Collections disappear when the
 * team setting noTalentSheets is on.
 */
export function mainNavEntries(user: Pick<UserStatus, 'teamSettings'>): NavEntry[] {
  const sheets = user.teamSettings.noTalentSheets ? [] : [TALENT_SHEETS, COLLECTIONS];
  return [TALENT_ROSTER, ...sheets, TAGGING_ASSISTANT, TALENT_DATA];
}

export function isNavEntryActive(entry: NavEntry, path: string): boolean {
  return matchesAny(entry.activeOn, path);
}

export interface AccountMenuEntry {
  label: string;
  href: string;
}

/** The account menu, in the spec's order. */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { label: 'Settings', href: '/configure' },
  { label: 'Contact Us', href: '/contact-tpp' },
  { label: 'Statistics', href: '/talent-sheets/statistics' },
  { label: 'New Talent', href: '/add-talent-requests' },
  { label: 'Log out', href: '/signout' },
];

/** Whom the account menu names: nickname, then full name, then the email address. */
export function accountDisplayName(user: Pick<UserStatus, 'settings' | 'email' | 'user_name'>): string {
  return user.settings?.nickname?.trim() || user.settings?.full_name?.trim() || user.user_name || user.email;
}

/**
 * The navigation shell (header and menu) shows only for a signed-in user who has a team, is not
 * suspended and is on a team page (public pages and the account-disabled page stand alone).
 */
export function showsNavigationShell(user: UserStatus | null, isPublicPath: boolean): user is UserStatus {
  return user !== null && !user.noTeam && !user.suspended && !user.account_disabled && !isPublicPath;
}
