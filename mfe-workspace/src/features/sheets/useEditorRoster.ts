import { useEffect, useState } from 'react';
import type { RosterResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { talentApi, type RosterSort } from '../roster/talentApi';
import { rosterWindow } from './sheetRules';

export interface EditorRosterQuery {
  name: string;
  tag: string;
  sort: RosterSort;
  page: number;
  limit: number;
}

export type EditorRosterLoad =
  | { state: 'loading'; previous: RosterResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: RosterResponse };

const API_LIMIT = 50;

/** The Available Roster page: GET /api/user/influencers in pages of 50, cut to the editor's 40 or 80. */
export function useEditorRoster(query: EditorRosterQuery, attempt: number): EditorRosterLoad {
  const [load, setLoad] = useState<EditorRosterLoad>({ state: 'loading', previous: null });
  const { name, tag, sort, page, limit } = query;

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    const { apiPages, skip } = rosterWindow(page, limit, API_LIMIT);
    Promise.all(
      apiPages.map((apiPage) =>
        talentApi.roster(
          { name: name || undefined, tag: tag || undefined, sort, page: apiPage, limit: API_LIMIT },
          controller.signal,
        ),
      ),
    ).then(
      (answers) => {
        const first = answers[0];
        setLoad({
          state: 'ready',
          data: {
            influencers: answers.flatMap((answer) => answer.influencers).slice(skip, skip + limit),
            total_influencers: first?.total_influencers ?? 0,
            reach: first?.reach ?? 0,
          },
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, 'The roster could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, [name, tag, sort, page, limit, attempt]);

  return load;
}
