import { useEffect, useState } from 'react';
import { DEFAULT_TEAM_DISPLAY_SETTINGS, type TeamDisplaySettings } from '@tpp/contracts';
import { talentApi } from '../../api/talentApi';

/**
 * The team's display settings for the profile, read from the public profile answer of this team
 * (GET /api/public/profile/{id}/team/{teamId}); the defaults until it arrives or when it cannot be read.
 */
export function useTeamDisplaySettings(influencerId: string, teamId: number | null): TeamDisplaySettings {
  const [display, setDisplay] = useState<TeamDisplaySettings>(DEFAULT_TEAM_DISPLAY_SETTINGS);
  useEffect(() => {
    if (!teamId || !/^\d+$/.test(influencerId)) return;
    const controller = new AbortController();
    talentApi.teamProfile(influencerId, teamId, controller.signal).then(
      (answer) => setDisplay(answer.team.display_settings),
      () => undefined,
    );
    return () => controller.abort();
  }, [influencerId, teamId]);
  return display;
}
