import type { CastingCall, CastingCallResponseStatus } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { useForgetOnLeave } from '../../components/useForgetOnLeave';

export const CREATOR_CALL_LOAD_FAILED = 'The Creator Call could not be loaded.';

export interface CastingCallResponse {
  call: CastingCall;
  /** The team's response sheet; null before its first save. */
  sheetId: string | null;
  status: CastingCallResponseStatus | null;
}

/**
 * A creator call and the team's response sheet: GET /api/casting-calls/agency/{id} and
 * /response/{id}. The response editor starts from it, so every visit reads it afresh.
 */
export function useCastingCallResponse(castingCallId: string): ApiQueryResult<CastingCallResponse> {
  const key = workspaceKeys.castingCallResponse(castingCallId);
  useForgetOnLeave(key);
  return useApiQuery(key, async (signal) => {
    const [{ casting_call: call }, response] = await Promise.all([
      sheetsApi.castingCall(castingCallId, signal),
      sheetsApi.castingCallSheet(castingCallId, signal),
    ]);
    return { call, sheetId: response.talent_sheet_id, status: response.response_status };
  });
}
