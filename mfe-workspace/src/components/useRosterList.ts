import type { RosterResponse } from '@tpp/contracts';
import { talentApi, type RosterQuery } from '../api/talentApi';
import { useLoad, type Load } from './useLoad';

export type RosterListLoad = Load<RosterResponse>;

const LOAD_FAILED = 'The roster could not be loaded.';

/**
 * One page of GET /api/user/influencers (the roster page and the sheet editor's Available Roster);
 * the last answer stays visible while the next one loads.
 */
export function useRosterList(query: RosterQuery, attempt: number): RosterListLoad {
  // The query object is new on every render; its JSON says when it really changed.
  const key = JSON.stringify(query);
  return useLoad(
    (signal) => talentApi.roster(JSON.parse(key) as RosterQuery, signal),
    [key, attempt],
    LOAD_FAILED,
  ).load;
}
