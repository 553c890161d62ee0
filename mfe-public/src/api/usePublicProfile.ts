import type { PublicProfileResponse } from '@tpp/contracts';
import type { ApiQueryState } from '@tpp/session';
import { publicSheetsApi, usePublicQuery } from './publicSheetsApi';

export type PublicProfileState = ApiQueryState<PublicProfileResponse>;

export { numericRouteId as routeId } from '@tpp/contracts';

/** GET /api/public/profile/{id}[/team/{teamId}]: no session needed. */
export function usePublicProfile(influencerId: number | null, teamId: number | null) {
  return usePublicQuery(influencerId === null ? null : publicSheetsApi.profileRequest(influencerId, teamId));
}
