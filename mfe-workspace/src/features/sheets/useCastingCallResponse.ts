import { useEffect, useState } from 'react';
import type { CastingCall, CastingCallResponseStatus } from '@tpp/contracts';
import { errorMessage, isMissing } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';

export type CastingCallLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      call: CastingCall;
      sheetId: string | null;
      status: CastingCallResponseStatus | null;
    };

/** A creator call and the team's response sheet: GET /api/casting-calls/agency/{id} and /response/{id}. */
export function useCastingCallResponse(castingCallId: string, attempt: number): CastingCallLoad {
  const [load, setLoad] = useState<CastingCallLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    Promise.all([
      sheetsApi.castingCall(castingCallId, controller.signal),
      sheetsApi.castingCallSheet(castingCallId, controller.signal),
    ]).then(
      ([{ casting_call: call }, response]) =>
        setLoad({
          state: 'ready',
          call,
          sheetId: response.talent_sheet_id,
          status: response.response_status,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isMissing(error)) setLoad({ state: 'missing' });
        else
          setLoad({ state: 'failed', message: errorMessage(error, 'The Creator Call could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, [castingCallId, attempt]);
  return load;
}
