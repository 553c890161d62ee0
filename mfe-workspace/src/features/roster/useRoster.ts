import { useEffect, useState } from 'react';
import type { RosterResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { talentApi, type RosterQuery } from './talentApi';

export type RosterLoad =
  | { state: 'loading'; previous: RosterResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: RosterResponse };

const LOAD_FAILED = 'The roster could not be loaded.';

/** GET /api/user/influencers for the query; the last answer stays visible while the next one loads. */
export function useRoster(query: RosterQuery, attempt: number): RosterLoad {
  const [load, setLoad] = useState<RosterLoad>({ state: 'loading', previous: null });
  const { name, tag, sort, page, limit } = query;

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    talentApi.roster({ name, tag, sort, page, limit }, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [name, tag, sort, page, limit, attempt]);

  return load;
}
