import { DEFAULT_TEAM_DISPLAY_SETTINGS, type PublicTeam, type TeamDisplaySettings } from '@tpp/contracts';

/**
 * The public face of a team, in a plain module other modules may import (collections and
 * team-look read a team's display settings with the same defaults): the row shape public answers
 * read from `teams` and its mapping to the contract's PublicTeam. Reading a team goes through
 * PublicTeamService (services/public-team.service.ts).
 */

/** teams.settings: display and behaviour options under their stored names (jsonb, any keys). */
export type TeamSettingsJson = Record<string, unknown>;

/** What public answers show of a team (mapPublicTeam turns it into a PublicTeam). */
export interface TeamRow {
  id: number;
  name: string;
  image_url: string | null;
  bio: string | null;
  contact_email: string | null;
  phone_number: string | null;
  homepage: string | null;
  settings: TeamSettingsJson | null;
}

const KEYS = Object.keys(DEFAULT_TEAM_DISPLAY_SETTINGS) as (keyof TeamDisplaySettings)[];

/** The team's display settings (teams.settings), each missing or mistyped key taking its default. */
export function teamDisplaySettings(settings: TeamSettingsJson | null | undefined): TeamDisplaySettings {
  const result = { ...DEFAULT_TEAM_DISPLAY_SETTINGS } as Record<string, unknown>;
  const source = settings ?? {};
  for (const key of KEYS) {
    const fallback = DEFAULT_TEAM_DISPLAY_SETTINGS[key];
    const value = source[key];
    if (value === undefined) continue;
    if (typeof fallback === 'boolean') {
      if (typeof value === 'boolean') result[key] = value;
    } else if (typeof fallback === 'string') {
      if (typeof value === 'string' && value) result[key] = value;
    } else if (value === null || typeof value === 'string') result[key] = value;
  }
  return result as unknown as TeamDisplaySettings;
}

export function mapPublicTeam(row: TeamRow): PublicTeam {
  return {
    id: row.id,
    team_name: row.name,
    team_image_url: row.image_url,
    team_bio: row.bio,
    team_contact_email: row.contact_email,
    team_phone: row.phone_number,
    team_homepage: row.homepage,
    display_settings: teamDisplaySettings(row.settings),
  };
}
