import type { TeamDisplaySettings } from './talent.js';

/**
 * The team's look (docs/product/organization-and-admin.md): what
 * `POST /api/set-team-options` takes and what the look section reads.
 */

/** The fonts a team may choose for roster titles and talent names (local stacks, no web fonts). */
export const TEAM_FONTS = [
  'neuton',
  'georgia',
  'playfair',
  'lora',
  'merriweather',
  'montserrat',
  'roboto',
  'lato',
  'open sans',
  'poppins',
  'raleway',
  'oswald',
  'inter',
] as const;
export type TeamFont = (typeof TEAM_FONTS)[number];

/** A colour option: #rrggbb. */
export const TEAM_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Options that take a #rrggbb colour (the nullable ones accept null: back to the default). */
export const TEAM_COLOUR_OPTIONS = [
  'displayAccentColor',
  'displaySecondaryAccentColor',
  'displayRosterBackgroundColor',
  'displayRosterNameColor',
  'displayProfileBackground',
] as const;

export const TEAM_FONT_OPTIONS = ['displayRosterTitleFont', 'displayTalentNameFont'] as const;

/** Every on/off option of the spec's Team display settings. */
export const TEAM_FLAG_OPTIONS = [
  'displayDarkMode',
  'displayGrayScale',
  'displayPortraitsBW',
  'displayUseOldOneSheet',
  'displayOldRoster',
  'displayUseFullCover',
  'displayUseRosterFullPhoto',
  'displayUseOldRoundedPortraits',
  'displayRosterHideEngagment',
  'displayNoTags',
  'displayNoEngagment',
  'displayNoWidgets',
  'displayHideLocation',
  'displayRequireRegistration',
  'hasCaseStudies',
  'displayRateCards',
] as const satisfies readonly (keyof TeamDisplaySettings)[];

/** The options set-team-options writes (the dark logo goes through the logo call). */
export type TeamOptions = Partial<Omit<TeamDisplaySettings, 'displayDarkLogo'>>;

/** POST /api/set-team-options: only the options sent change. */
export interface SetTeamOptionsRequest {
  options: TeamOptions;
}

/** Which logo: the normal one (teams.image_url) or the dark-mode one (displayDarkLogo). */
export type TeamLogoKind = 'logo' | 'dark';

/** POST /api/user/team/logo: an upload key from /api/media-upload, or null to remove. */
export interface SetTeamLogoRequest {
  kind: TeamLogoKind;
  uploadedKey: string | null;
}

/** GET /api/user/team/look and the answer of both writes. */
export interface TeamLookResponse {
  team_id: number;
  team_name: string;
  team_image_url: string | null;
  display_settings: TeamDisplaySettings;
}

export const TEAM_LOOK_ERROR_CODES = {
  invalidOption: 'INVALID_TEAM_OPTION',
} as const;

/**
 * Whether brands see rate cards on one sheet's pages: 'team' follows the team's displayRateCards
 * (the default of every sheet), 'show' and 'hide' override it.
 */
export const SHEET_RATE_CARDS = ['team', 'show', 'hide'] as const;
export type SheetRateCards = (typeof SHEET_RATE_CARDS)[number];

/** Whether a sheet's pages show rate cards, given the sheet's switch and the team's setting. */
export function sheetShowsRateCards(sheet: SheetRateCards, teamShows: boolean): boolean {
  return sheet === 'team' ? teamShows : sheet === 'show';
}

/** POST /api/user/talent-sheets/rate-cards. */
export interface SetSheetRateCardsRequest {
  sheet_id: string;
  rate_cards: SheetRateCards;
}

/** GET /api/user/talent-sheets/:hashId/rate-cards and the answer of the write. */
export interface SheetRateCardsResponse {
  sheet_id: string;
  rate_cards: SheetRateCards;
  /** The team's displayRateCards, which 'team' follows. */
  team_shows: boolean;
  /** Whether brands see rate cards on this sheet's pages now. */
  shown: boolean;
}

/** One-time notices a workspace user sees until dismissing them (remembered per user). */
export const USER_NOTICES = ['rate_cards_hidden'] as const;
export type UserNotice = (typeof USER_NOTICES)[number];

/** GET /api/user/notices and the answer of the dismissal: the notices still to show. */
export interface UserNoticesResponse {
  notices: UserNotice[];
}

/** POST /api/user/notices/dismiss. */
export interface DismissNoticeRequest {
  notice: UserNotice;
}
