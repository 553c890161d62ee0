import type { PublicProfileResponse } from '@tpp/contracts';
import { publicSheetsApi } from './publicSheetsApi';
import { usePublicResource, type PublicResourceState } from './usePublicResource';

export type PublicProfileState = PublicResourceState<PublicProfileResponse>;

/** A positive whole number from a route segment, or null. */
export function routeId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** GET /api/public/profile/{id}[/team/{teamId}]: no session needed. */
export function usePublicProfile(influencerId: number | null, teamId: number | null) {
  return usePublicResource<PublicProfileResponse>(
    influencerId === null ? null : publicSheetsApi.profileRequest(influencerId, teamId),
  );
}
