import type { RosterResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { talentApi, type RosterQuery } from '../../api/talentApi';

export type EditorRosterLoad = Load<RosterResponse>;

const LOAD_FAILED = 'The roster could not be loaded.';

/** The Available Roster page: one GET /api/user/influencers with the editor's 40 or 80 per page. */
export function useEditorRoster(query: RosterQuery, attempt: number): EditorRosterLoad {
  // The query object is new on every render; its JSON says when it really changed.
  const key = JSON.stringify(query);
  return useLoad(
    (signal) => talentApi.roster(JSON.parse(key) as RosterQuery, signal),
    [key, attempt],
    LOAD_FAILED,
  ).load;
}
