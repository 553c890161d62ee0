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
