import type { PublicRosterResponse } from '@tpp/contracts';
import { publicSheetsApi } from '../../api/publicSheetsApi';
import { usePublicResource } from '../../api/usePublicResource';

/** GET /api/team/roster/{teamId}: public, up to 500 creators. */
export function useRoster(teamId: number | null) {
  return usePublicResource<PublicRosterResponse>(
    teamId === null ? null : publicSheetsApi.rosterRequest(teamId),
  );
}
