import type { TalentSheetsQuery, TalentSheetsResponse } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const SHEET_LIST_LOAD_FAILED = 'The sheets could not be loaded.';

/** GET /api/talent-sheets for the list page; the last answer stays visible while the next one loads. */
export function useSheetList(query: TalentSheetsQuery): ApiQueryResult<TalentSheetsResponse> {
  const { sheet_type, page, limit, only_mine, title_filter } = query;
  const sent: TalentSheetsQuery = {
    sheet_type,
    page,
    limit,
    only_mine: only_mine || undefined,
    title_filter: title_filter || undefined,
  };
  return useApiQuery(workspaceKeys.sheets(sent), (signal) => sheetsApi.list(sent, signal), {
    keepPrevious: true,
  });
}
