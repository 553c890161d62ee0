import {
  BUILT_SCREENS,
  matchesAny,
  type Screen,
  type ScreenAvailability,
  type UserStatus,
} from '@tpp/contracts';

export interface NavEntry {
  label: string;
  href: string;
  /** Routes under which the entry shows as the current page. */
  activeOn: readonly string[];
  /** The screen behind the entry when it is not always built (see BUILT_SCREENS). */
  screen?: Screen;
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
const SEARCH: NavEntry = {
  label: 'Search',
  href: '/search',
  activeOn: ['/search'],
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
  screen: 'taggingAssistant',
};
const TALENT_DATA: NavEntry = {
  label: 'Talent Data',
  href: '/team-influencer-logins',
  activeOn: ['/team-influencer-logins'],
  screen: 'talentData',
};

function isBuilt(entry: { screen?: Screen }, built: ScreenAvailability): boolean {
  return entry.screen === undefined || built[entry.screen];
}

/**
 * The main navigation (spec: Navigation, signed in). Campaign Tracking, favorites and Creator
 * Calls are not in the main bar (they are in the account menu); Talent Sheets and Collections
 * disappear when the team setting noTalentSheets is on; an entry whose screen is not built yet
 * is left out.
 */
export function mainNavEntries(
  user: Pick<UserStatus, 'teamSettings'>,
  built: ScreenAvailability = BUILT_SCREENS,
): NavEntry[] {
  const sheets = user.teamSettings.noTalentSheets ? [] : [TALENT_SHEETS, COLLECTIONS];
  return [TALENT_ROSTER, ...sheets, SEARCH, TAGGING_ASSISTANT, TALENT_DATA].filter((entry) =>
    isBuilt(entry, built),
  );
}

export function isNavEntryActive(entry: NavEntry, path: string): boolean {
  return matchesAny(entry.activeOn, path);
}

export interface AccountMenuEntry {
  label: string;
  href: string;
  screen?: Screen;
  /** Shown only when the team uses talent sheets (campaigns are sheets). */
  needsTalentSheets?: boolean;
  /** Shown only to the platform's staff (users.is_staff). */
  staffOnly?: boolean;
}

/**
 * The account menu: the spec's entries in its order, with the workspace screens the spec keeps
 * out of the main bar (Creator Calls, Favorites, Campaign Tracking) after Settings.
 */
const ACCOUNT_MENU_ENTRIES: readonly AccountMenuEntry[] = [
  { label: 'Settings', href: '/configure' },
  { label: 'Creator Calls', href: '/creator-calls' },
  { label: 'Favorites', href: '/favorites' },
  { label: 'Campaign Tracking', href: '/campaigns', needsTalentSheets: true },
  { label: 'Contact Us', href: '/contact-tpp', screen: 'contactUs' },
  { label: 'Statistics', href: '/talent-sheets/statistics', screen: 'statistics' },
  { label: 'New Talent', href: '/add-talent-requests', screen: 'newTalentRequests' },
  { label: 'My Requests', href: '/my-requests' },
  { label: 'Requests Console', href: '/staff/requests', staffOnly: true },
  { label: 'Log Out', href: '/signout' },
];

/** The account menu entries for this user whose screens are built. */
export function accountMenuEntries(
  user: Pick<UserStatus, 'teamSettings'> & Partial<Pick<UserStatus, 'is_staff'>>,
  built: ScreenAvailability = BUILT_SCREENS,
): AccountMenuEntry[] {
  return ACCOUNT_MENU_ENTRIES.filter(
    (entry) =>
      isBuilt(entry, built) &&
      !(entry.needsTalentSheets && user.teamSettings.noTalentSheets) &&
      !(entry.staffOnly && !user.is_staff),
  );
}

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
