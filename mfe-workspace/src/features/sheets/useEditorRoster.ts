import { useEffect, useState } from 'react';
import type { RosterResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { talentApi, type RosterQuery } from '../roster/talentApi';

export type EditorRosterLoad =
  | { state: 'loading'; previous: RosterResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: RosterResponse };

/** The Available Roster page: one GET /api/user/influencers with the editor's 40 or 80 per page. */
export function useEditorRoster(query: RosterQuery, attempt: number): EditorRosterLoad {
  const [load, setLoad] = useState<EditorRosterLoad>({ state: 'loading', previous: null });
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    const request = JSON.parse(key) as RosterQuery;
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    talentApi.roster(request, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, 'The roster could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return load;
}
