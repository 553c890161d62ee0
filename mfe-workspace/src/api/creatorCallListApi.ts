import { API } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The Creator Calls list (workspace.md §7, Casting calls). */
export const creatorCallListApi = {
  calls: (signal?: AbortSignal) => api.call(API.castingCalls.list, { signal }),
};
