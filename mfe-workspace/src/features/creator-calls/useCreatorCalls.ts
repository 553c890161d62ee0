import { useCallback, useEffect, useState } from 'react';
import type { CastingCall } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { creatorCallListApi } from './creatorCallListApi';

export type CreatorCallsLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; calls: CastingCall[] };

const LOAD_FAILED = 'The Creator Calls could not be loaded.';

/** GET /api/casting-calls/agency/casting-calls. */
export function useCreatorCalls() {
  const [load, setLoad] = useState<CreatorCallsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    creatorCallListApi.calls(controller.signal).then(
      ({ casting_calls }) => setLoad({ state: 'ready', calls: casting_calls }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, reload };
}
