import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicSheetInfluencer, PublicTalentSheet } from '@tpp/contracts';
import { publicSheetsApi } from '../../api/publicSheetsApi';
import { pageCount } from '../../components/sheetRules';
import { usePublicSheet } from '../../api/usePublicSheet';
import { readySheet } from './useSheetChrome';

export type MoreStatus = 'idle' | 'loading' | 'error';

interface Extra {
  /** The first answer these extra pages follow; a new first answer starts over. */
  base: PublicTalentSheet | null;
  creators: PublicSheetInfluencer[];
  lastPage: number;
  status: MoreStatus;
}

/**
 * The roster view's creators: the page ?page= selects, then each 'Load More' (or the infinite
 * scroll) appends the next page. A failed next page leaves what is shown and can be retried.
 */
export function useSheetPages(sheetId: string | null, startPage: number, limit: number) {
  const { state, retry, error } = usePublicSheet(sheetId, startPage, limit);
  const first = readySheet(state);
  const [extra, setExtra] = useState<Extra>({
    base: null,
    creators: [],
    lastPage: startPage,
    status: 'idle',
  });
  const inFlight = useRef(false);

  let current = extra;
  if (extra.base !== first) {
    current = { base: first, creators: [], lastPage: first?.page ?? startPage, status: 'idle' };
    setExtra(current);
  }

  const total = first?.total_influencers ?? 0;
  const hasMore = first !== null && current.lastPage < pageCount(total, limit);
  const latest = useRef({ first, lastPage: current.lastPage, hasMore });
  useEffect(() => {
    latest.current = { first, lastPage: current.lastPage, hasMore };
  });

  const loadMore = useCallback(async () => {
    const { first: base, lastPage, hasMore: more } = latest.current;
    if (!base || !more || inFlight.current) return;
    inFlight.current = true;
    setExtra((value) => (value.base === base ? { ...value, status: 'loading' } : value));
    try {
      const next = await publicSheetsApi.sheet(base.id, lastPage + 1, limit);
      setExtra((value) =>
        value.base === base
          ? {
              ...value,
              creators: [
                ...value.creators,
                ...next.influencers.filter((c) => !value.creators.some((o) => o.id === c.id)),
              ],
              lastPage: lastPage + 1,
              status: 'idle',
            }
          : value,
      );
    } catch {
      setExtra((value) => (value.base === base ? { ...value, status: 'error' } : value));
    } finally {
      inFlight.current = false;
    }
  }, [limit]);

  const creators = first
    ? current.creators.length
      ? [...first.influencers, ...current.creators]
      : first.influencers
    : [];
  return { state, retry, error, sheet: first, creators, hasMore, moreStatus: current.status, loadMore };
}
