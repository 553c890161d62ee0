import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { apiQueryClient, useApiQuery, type ApiQueryState, type QueryKey } from '@tpp/session';

/**
 * How an autosaving editor reads what it edits: through the data layer (`useApiQuery`: aborted
 * when the editor leaves, network failures and 5xx read again with backoff), then into the
 * editor's store, which holds the draft from then on. Each answer is put into the store once
 * (`seed`); the state is 'ready' only once it is there. To read again (Reload after a conflict),
 * give a new `key` (e.g. with an attempt count): the editor shows loading, then the new answer.
 *
 * The answer leaves the cache when the editor leaves or reads again: every visit starts from the
 * version stored now, never from an older cached copy (a save based on it would be refused as
 * changed elsewhere, even after the user's own last save).
 */
export function useDraftLoad<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  seed: (data: T) => void,
  options: { enabled?: boolean } = {},
): { state: ApiQueryState<T> } {
  const query = useApiQuery(key, fetcher, { enabled: options.enabled });
  const data = query.state.status === 'ready' ? query.state.data : undefined;
  const [seeded, setSeeded] = useState<{ data: T } | null>(null);
  const seedRef = useRef(seed);
  seedRef.current = seed;

  // Before the screen is painted, so it never shows the store's previous draft.
  useLayoutEffect(() => {
    if (data === undefined || seeded?.data === data) return;
    seedRef.current(data);
    setSeeded({ data });
  }, [data, seeded]);

  const keyText = JSON.stringify(key);
  useEffect(() => {
    const left = JSON.parse(keyText) as QueryKey;
    return () => apiQueryClient().removeQueries({ queryKey: left, exact: true });
  }, [keyText]);

  const ready = query.state.status === 'ready' && seeded?.data === query.state.data;
  return { state: query.state.status === 'ready' && !ready ? { status: 'loading' } : query.state };
}
