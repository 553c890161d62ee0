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

/** An entry shown as current on `href` and the other routes of its section. */
const navEntry = (label: string, href: string, activeOn: readonly string[], screen?: Screen): NavEntry => ({
  label,
  href,
  activeOn,
  ...(screen ? { screen } : {}),
});

const TALENT_ROSTER = navEntry('Talent Roster', '/influencers', ['/influencers/*']);
const TALENT_SHEETS = navEntry('Talent Sheets', '/talent-sheets', [
  '/talent-sheets',
  '/talent-sheet/:talentSheetId?',
  '/talent-sheet-create',
]);
const SEARCH = navEntry('Search', '/search', ['/search']);
const COLLECTIONS = navEntry('Collections', '/collections', ['/collections', '/collection/*']);
const CREATOR_CALLS = navEntry('Creator Calls', '/creator-calls', [
  '/creator-calls',
  '/creator-call-response/*',
  '/advanced-creator-call/*',
]);
const CAMPAIGN_TRACKING = navEntry('Campaign Tracking', '/campaigns', ['/campaigns', '/campaign/*']);
const STATISTICS = navEntry(
  'Statistics',
  '/talent-sheets/statistics',
  ['/talent-sheets/statistics/*'],
  'statistics',
);
export const MESSAGES_HREF = '/messages';
const MESSAGES = navEntry('Messages', MESSAGES_HREF, [MESSAGES_HREF], 'messages');

function isBuilt(entry: { screen?: Screen }, built: ScreenAvailability): boolean {
  return entry.screen === undefined || built[entry.screen];
}

/**
 * The main navigation: the daily screens. Talent Sheets, Collections and Campaign Tracking
 * (campaigns are sheets) disappear when the team setting noTalentSheets is on; an entry whose
 * screen is not built yet is left out. The occasional tools are in the Tools menu after them.
 */
export function mainNavEntries(
  user: Pick<UserStatus, 'teamSettings'>,
  built: ScreenAvailability = BUILT_SCREENS,
): NavEntry[] {
  const sheets = !user.teamSettings.noTalentSheets;
  return [
    TALENT_ROSTER,
    ...(sheets ? [TALENT_SHEETS, COLLECTIONS] : []),
    SEARCH,
    CREATOR_CALLS,
    ...(sheets ? [CAMPAIGN_TRACKING] : []),
    STATISTICS,
    MESSAGES,
  ].filter((entry) => isBuilt(entry, built));
}

export function isNavEntryActive(entry: NavEntry, path: string): boolean {
  return matchesAny(entry.activeOn, path);
}

export interface MenuEntry {
  label: string;
  href: string;
  screen?: Screen;
  /** Shown only when the team uses talent sheets (campaigns are sheets). */
  needsTalentSheets?: boolean;
  /** Shown only to the platform's staff (users.is_staff). */
  staffOnly?: boolean;
}

/** The navigation's Tools menu: the occasional tools. */
const TOOLS_MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Tagging Assistant', href: '/tagging-assistant', screen: 'taggingAssistant' },
  { label: 'Talent Data', href: '/team-influencer-logins', screen: 'talentData' },
  { label: 'Favorites', href: '/favorites' },
  { label: 'My Requests', href: '/my-requests' },
];

/** The account menu: the user's own and the platform's entries. */
const ACCOUNT_MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Settings', href: '/configure' },
  { label: 'Contact Us', href: '/contact-tpp', screen: 'contactUs' },
  { label: 'New Talent', href: '/add-talent-requests', screen: 'newTalentRequests' },
  { label: 'Requests Console', href: '/staff/requests', staffOnly: true },
  { label: 'Log Out', href: '/signout' },
];

type MenuUser = Pick<UserStatus, 'teamSettings'> & Partial<Pick<UserStatus, 'is_staff'>>;

function menuEntriesFor(
  entries: readonly MenuEntry[],
  user: MenuUser,
  built: ScreenAvailability,
): MenuEntry[] {
  return entries.filter(
    (entry) =>
      isBuilt(entry, built) &&
      !(entry.needsTalentSheets && user.teamSettings.noTalentSheets) &&
      !(entry.staffOnly && !user.is_staff),
  );
}

/** The Tools menu entries for this user whose screens are built. */
export function toolsMenuEntries(user: MenuUser, built: ScreenAvailability = BUILT_SCREENS): MenuEntry[] {
  return menuEntriesFor(TOOLS_MENU_ENTRIES, user, built);
}

/** The account menu entries for this user whose screens are built. */
export function accountMenuEntries(user: MenuUser, built: ScreenAvailability = BUILT_SCREENS): MenuEntry[] {
  return menuEntriesFor(ACCOUNT_MENU_ENTRIES, user, built);
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
