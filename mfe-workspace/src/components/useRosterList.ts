import type { RosterResponse } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { talentApi, type RosterQuery } from '../api/talentApi';
import { workspaceKeys } from '../api/workspaceQueries';

export const ROSTER_LOAD_FAILED = 'The roster could not be loaded.';

/**
 * One page of GET /api/user/influencers (the roster page and the sheet editor's Available Roster);
 * the last answer stays visible while the next one loads.
 */
export function useRosterList(query: RosterQuery): ApiQueryResult<RosterResponse> {
  return useApiQuery(workspaceKeys.roster(query), (signal) => talentApi.roster(query, signal), {
    keepPrevious: true,
  });
}
