import { useContext } from 'react';
import { keepPreviousData, QueryClientContext, useQuery, type QueryKey } from '@tanstack/react-query';
import { isMissing } from '../apiClient.js';
import { apiQueryClient } from './queryClient.js';

/** What a screen draws for one read: one of the four states, the data only when it is ready. */
export type ApiQueryState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** A 404, or a 400 for an id that cannot exist (the API refuses malformed ids). */
  | { status: 'not-found' }
  | { status: 'error'; error: unknown };

export interface ApiQueryOptions<T> {
  /** False: nothing is read and the state stays 'loading' (an input is not known yet). */
  enabled?: boolean;
  /** The previous key's answer stays shown (with `pending`) while the next one loads: pagers, searches. */
  keepPrevious?: boolean;
  /**
   * The answer the page's HTML carries for this read (the boot document), taken out of it: the
   * first render shows it without a round trip, and the server renderer draws the same screen.
   * Called once, when the cache has nothing under the key.
   */
  early?: () => T | undefined;
  /** Overrides the client's stale time (ms) for this read. */
  staleTime?: number;
}

export interface ApiQueryResult<T> {
  state: ApiQueryState<T>;
  /** The answer shown, also while a newer one loads. */
  data: T | undefined;
  /** keepPrevious: an older key's answer is shown while this key's loads. */
  pending: boolean;
  /** A call is under way (first load, retry, or a reload after invalidation). */
  fetching: boolean;
  /** Why the last read failed (also for 'not-found': the answer's code may say more), else null. */
  error: unknown;
  /** Reads again (the 'Try Again' of an error state); the state is 'loading' meanwhile. */
  retry: () => void;
  /** Replaces the cached answer with one a write returned (no call). */
  setData: (data: T) => void;
}

/**
 * The one way a screen reads server data. `fetcher` gets the AbortSignal of the read: it is
 * aborted when the last component using the key unmounts or moves to another key. Components
 * asking for the same key at once share one call; answers stay fresh for 30 s; network failures
 * and 5xx answers are retried with backoff, 4xx never. After a write, `invalidateApi(prefix)`.
 */
export function useApiQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions<T> = {},
): ApiQueryResult<T> {
  // A remote's tree (or the server renderer, or a test) may provide its own client; otherwise
  // the page's one client.
  const client = useContext(QueryClientContext) ?? apiQueryClient();
  const { early } = options;
  const query = useQuery(
    {
      queryKey: key,
      queryFn: ({ signal }) => fetcher(signal),
      enabled: options.enabled ?? true,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
      initialData: early ? () => early() : undefined,
      ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    },
    client,
  );
  return {
    state: stateOf(query),
    data: query.data,
    pending: query.isPlaceholderData,
    fetching: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
    setData: (data) => client.setQueryData(key, data),
  };
}

function stateOf<T>(query: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}): ApiQueryState<T> {
  if (query.status === 'success') return { status: 'ready', data: query.data as T };
  // A reload (after a write) that failed keeps the answer on screen.
  if (query.status === 'error' && query.data !== undefined) return { status: 'ready', data: query.data };
  // A failed read being asked again (Try Again) shows as loading, as a first load does.
  if (query.status === 'pending' || query.isFetching) return { status: 'loading' };
  return isMissing(query.error) ? { status: 'not-found' } : { status: 'error', error: query.error };
}
