import type { PublicProfileResponse } from '@tpp/contracts';
import { publicSheetsApi } from './publicSheetsApi';
import { usePublicResource, type PublicResourceState } from './usePublicResource';

export type PublicProfileState = PublicResourceState<PublicProfileResponse>;

export { numericRouteId as routeId } from '@tpp/contracts';

/** GET /api/public/profile/{id}[/team/{teamId}]: no session needed. */
export function usePublicProfile(influencerId: number | null, teamId: number | null) {
  return usePublicResource<PublicProfileResponse>(
    influencerId === null ? null : publicSheetsApi.profileRequest(influencerId, teamId),
  );
}
