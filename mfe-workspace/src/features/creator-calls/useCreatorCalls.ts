import type { CastingCall } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { creatorCallListApi } from '../../api/creatorCallListApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const CREATOR_CALLS_LOAD_FAILED = 'The Creator Calls could not be loaded.';

/** GET /api/casting-calls/agency/casting-calls. */
export function useCreatorCalls(): ApiQueryResult<CastingCall[]> {
  return useApiQuery(workspaceKeys.creatorCalls(), (signal) =>
    creatorCallListApi.calls(signal).then(({ casting_calls }) => casting_calls),
  );
}
