import type { TeamLookResponse } from '@tpp/contracts';
import { teamDisplaySettings } from '../../talent/public-team.js';
import type { TeamLookRow } from '../repositories/team-look.repository.js';

/** A team's look: its logo and every display setting with its default filled in. */
export function mapTeamLook(row: TeamLookRow): TeamLookResponse {
  return {
    team_id: row.id,
    team_name: row.name,
    team_image_url: row.image_url,
    display_settings: teamDisplaySettings(row.settings),
  };
}
