import { useCallback, useEffect, useState } from 'react';
import type { PublicProfileResponse } from '@tpp/contracts';
import { api, ApiError } from '@tpp/session';

export type PublicProfileState =
  | { status: 'loading' }
  | { status: 'ready'; data: PublicProfileResponse }
  | { status: 'not-found' }
  | { status: 'error' };

/** A positive whole number from a route segment, or null. */
export function routeId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** GET /api/public/profile/{id}[/team/{teamId}]: no session needed. */
export function usePublicProfile(
  influencerId: number | null,
  teamId: number | null,
): {
  state: PublicProfileState;
  retry: () => void;
} {
  const [state, setState] = useState<PublicProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (influencerId === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    const path =
      teamId === null
        ? `/api/public/profile/${influencerId}`
        : `/api/public/profile/${influencerId}/team/${teamId}`;
    api
      .get<PublicProfileResponse>(path, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState({ status: missing ? 'not-found' : 'error' });
      });
    return () => controller.abort();
  }, [influencerId, teamId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
