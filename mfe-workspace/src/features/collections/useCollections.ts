import { useEffect, useState } from 'react';
import type { CollectionsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { collectionsApi, type CollectionsQuery } from './collectionsApi';

export type CollectionsLoad =
  | { state: 'loading'; previous: CollectionsResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: CollectionsResponse };

const LOAD_FAILED = 'The collections could not be loaded.';

/** GET /api/user/collections for the query; the last answer stays visible while the next one loads. */
export function useCollections(query: CollectionsQuery, attempt: number): CollectionsLoad {
  const [load, setLoad] = useState<CollectionsLoad>({ state: 'loading', previous: null });
  const { page, limit, title_filter } = query;
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    collectionsApi.list({ page, limit, title_filter }, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [page, limit, title_filter, attempt]);
  return load;
}
