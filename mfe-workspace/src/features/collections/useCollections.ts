import type { CollectionsResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { collectionsApi, type CollectionsQuery } from '../../api/collectionsApi';

export type CollectionsLoad = Load<CollectionsResponse>;

const LOAD_FAILED = 'The collections could not be loaded.';

/** GET /api/user/collections for the query; the last answer stays visible while the next one loads. */
export function useCollections(query: CollectionsQuery, attempt: number): CollectionsLoad {
  const { page, limit, title_filter } = query;
  return useLoad(
    (signal) => collectionsApi.list({ page, limit, title_filter }, signal),
    [page, limit, title_filter, attempt],
    LOAD_FAILED,
  ).load;
}
