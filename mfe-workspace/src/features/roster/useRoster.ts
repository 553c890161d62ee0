import type { RosterResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { talentApi, type RosterQuery } from '../../api/talentApi';

export type RosterLoad = Load<RosterResponse>;

const LOAD_FAILED = 'The roster could not be loaded.';

/** GET /api/user/influencers for the query; the last answer stays visible while the next one loads. */
export function useRoster(query: RosterQuery, attempt: number): RosterLoad {
  const { name, tag, sort, page, limit } = query;
  return useLoad(
    (signal) => talentApi.roster({ name, tag, sort, page, limit }, signal),
    [name, tag, sort, page, limit, attempt],
    LOAD_FAILED,
  ).load;
}
