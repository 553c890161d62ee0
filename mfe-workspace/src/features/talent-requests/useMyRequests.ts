import { useApiQuery } from '@tpp/session';
import { requestsApi } from '../../api/requestsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

/** The caller's requests and Add Talent tasks: My Requests' list and each request's detail read this one answer. */
export function useMyRequests() {
  const key = workspaceKeys.requests('mine');
  return { key, query: useApiQuery(key, (signal) => requestsApi.mine(signal)) };
}
