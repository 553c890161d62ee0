import type { TalentSheetsQuery, TalentSheetsResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { sheetsApi } from '../../api/sheetsApi';

export type SheetListLoad = Load<TalentSheetsResponse>;

const LOAD_FAILED = 'The sheets could not be loaded.';

/** GET /api/talent-sheets for the list page; the last answer stays visible while the next one loads. */
export function useSheetList(query: TalentSheetsQuery, attempt: number): SheetListLoad {
  const { sheet_type, page, limit, only_mine, title_filter } = query;
  return useLoad(
    (signal) =>
      sheetsApi.list(
        {
          sheet_type,
          page,
          limit,
          only_mine: only_mine || undefined,
          title_filter: title_filter || undefined,
        },
        signal,
      ),
    [sheet_type, page, limit, only_mine, title_filter, attempt],
    LOAD_FAILED,
  ).load;
}
