import { API } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The Creator Calls list (docs/product/sheets-campaigns-collections.md). */
export const creatorCallListApi = {
  calls: (signal?: AbortSignal) => call(API.castingCalls.list, { signal }),
};
