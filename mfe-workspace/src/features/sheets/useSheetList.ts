import { useEffect, useState } from 'react';
import type { TalentSheetsQuery, TalentSheetsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { sheetsApi } from './sheetsApi';

export type SheetListLoad =
  | { state: 'loading'; previous: TalentSheetsResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: TalentSheetsResponse };

/** GET /api/talent-sheets for the list page; the last answer stays visible while the next one loads. */
export function useSheetList(query: TalentSheetsQuery, attempt: number): SheetListLoad {
  const [load, setLoad] = useState<SheetListLoad>({ state: 'loading', previous: null });
  const { sheet_type, page, limit, only_mine, title_filter } = query;

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    sheetsApi
      .list(
        {
          sheet_type,
          page,
          limit,
          only_mine: only_mine || undefined,
          title_filter: title_filter || undefined,
        },
        controller.signal,
      )
      .then(
        (data) => setLoad({ state: 'ready', data }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setLoad({ state: 'failed', message: errorMessage(error, 'The sheets could not be loaded.') });
        },
      );
    return () => controller.abort();
  }, [sheet_type, page, limit, only_mine, title_filter, attempt]);

  return load;
}
