import type { CollectionsResponse } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { collectionsApi, type CollectionsQuery } from '../../api/collectionsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const COLLECTIONS_LOAD_FAILED = 'The collections could not be loaded.';

/** GET /api/user/collections for the query; the last answer stays visible while the next one loads. */
export function useCollections(query: CollectionsQuery): ApiQueryResult<CollectionsResponse> {
  const { page, limit, title_filter } = query;
  return useApiQuery(
    workspaceKeys.collections({ page, limit, title_filter }),
    (signal) => collectionsApi.list({ page, limit, title_filter }, signal),
    { keepPrevious: true },
  );
}
