import { publicSheetsApi, usePublicQuery } from '../../api/publicSheetsApi';

/** GET /api/team/roster/{teamId}: public, up to 500 creators. */
export function useRoster(teamId: number | null) {
  return usePublicQuery(teamId === null ? null : publicSheetsApi.rosterRequest(teamId));
}
