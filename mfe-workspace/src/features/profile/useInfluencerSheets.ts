import { useCallback } from 'react';
import type { InfluencerSheetRow, InfluencerSheetsResponse } from '@tpp/contracts';
import { apiQueryClient, useApiQuery } from '@tpp/session';
import { influencerSheetsApi } from '../../api/influencerSheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const INFLUENCER_SHEETS_LOAD_FAILED = "The creator's sheets could not be loaded.";

/** GET /api/user/influencer/{id}/talent-sheets?page= (80 per page, newest first). */
export function useInfluencerSheets(influencerId: number, page: number) {
  const key = workspaceKeys.influencerSheets(influencerId, page);
  const query = useApiQuery(key, (signal) => influencerSheetsApi.sheets(influencerId, page, signal), {
    keepPrevious: true,
  });
  const replace = useCallback(
    (sheetId: string, change: Partial<InfluencerSheetRow>) =>
      apiQueryClient().setQueryData<InfluencerSheetsResponse>(
        workspaceKeys.influencerSheets(influencerId, page),
        (data) =>
          data
            ? {
                ...data,
                sheets: data.sheets.map((row) => (row.id === sheetId ? { ...row, ...change } : row)),
              }
            : data,
      ),
    [influencerId, page],
  );
  return { query, replace };
}
