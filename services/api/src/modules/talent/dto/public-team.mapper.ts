import { DEFAULT_TEAM_DISPLAY_SETTINGS, type PublicTeam, type TeamDisplaySettings } from '@tpp/contracts';
import type { TeamRow, TeamSettingsJson } from '../repositories/team.repository.js';

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
