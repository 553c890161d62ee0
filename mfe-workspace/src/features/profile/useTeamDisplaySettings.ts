import { DEFAULT_TEAM_DISPLAY_SETTINGS, type TeamDisplaySettings } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';

/**
 * The team's display settings for the profile, read from the public profile answer of this team
 * (GET /api/public/profile/{id}/team/{teamId}); the defaults until it arrives or when it cannot be read.
 */
export function useTeamDisplaySettings(influencerId: string, teamId: number | null): TeamDisplaySettings {
  const query = useApiQuery(
    workspaceKeys.teamDisplay(influencerId, teamId),
    (signal) => talentApi.teamProfile(influencerId, teamId!, signal),
    { enabled: Boolean(teamId) && /^\d+$/.test(influencerId) },
  );
  return query.data?.team.display_settings ?? DEFAULT_TEAM_DISPLAY_SETTINGS;
}
