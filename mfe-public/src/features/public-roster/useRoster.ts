import { useCallback, useEffect, useState } from 'react';
import type { PublicRosterResponse } from '@tpp/contracts';
import { api, ApiError } from '@tpp/session';

export type RosterState =
  | { status: 'loading' }
  | { status: 'ready'; data: PublicRosterResponse }
  | { status: 'not-found' }
  | { status: 'error' };

/** GET /api/team/roster/{teamId}: public, up to 500 creators. */
export function useRoster(teamId: number | null): { state: RosterState; retry: () => void } {
  const [state, setState] = useState<RosterState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (teamId === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<PublicRosterResponse>(`/api/team/roster/${teamId}`, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'not-found' : 'error' });
      });
    return () => controller.abort();
  }, [teamId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
