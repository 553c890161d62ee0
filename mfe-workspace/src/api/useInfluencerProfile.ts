import { useCallback } from 'react';
import type { InfluencerProfile } from '@tpp/contracts';
import { apiQueryClient, useApiQuery, type ApiQueryResult } from '@tpp/session';
import { talentApi } from './talentApi';
import { workspaceKeys } from './workspaceQueries';

export const PROFILE_LOAD_FAILED = 'The profile could not be loaded.';

/**
 * GET /api/influencers/profiles/{id}: the profile with the caller's team's customisations. An id
 * that is not a number is not found without a call.
 */
export function useInfluencerProfile(influencerId: string) {
  const valid = /^\d+$/.test(influencerId);
  const key = workspaceKeys.profile(influencerId);
  const loaded = useApiQuery(key, (signal) => talentApi.profile(influencerId, signal), { enabled: valid });
  const query: ApiQueryResult<InfluencerProfile> = valid
    ? loaded
    : { ...loaded, state: { status: 'not-found' }, data: undefined, pending: false, fetching: false };
  /** Replaces the loaded profile after a local edit, without a round trip. */
  const update = useCallback(
    (change: (profile: InfluencerProfile) => InfluencerProfile) =>
      apiQueryClient().setQueryData<InfluencerProfile>(workspaceKeys.profile(influencerId), (current) =>
        current ? change(current) : current,
      ),
    [influencerId],
  );
  return { query, reload: query.retry, update };
}
