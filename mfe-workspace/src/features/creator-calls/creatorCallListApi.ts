import type { CastingCallsResponse } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The Creator Calls list (workspace.md §7, Casting calls). */
export const creatorCallListApi = {
  calls: (signal?: AbortSignal) =>
    api.get<CastingCallsResponse>('/api/casting-calls/agency/casting-calls', { signal }),
};
