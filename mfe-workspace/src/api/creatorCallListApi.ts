import { API } from '@tpp/contracts';
import { api } from '@tpp/session';

/** The Creator Calls list (docs/product/sheets-campaigns-collections.md). */
export const creatorCallListApi = {
  calls: (signal?: AbortSignal) => api.call(API.castingCalls.list, { signal }),
};
