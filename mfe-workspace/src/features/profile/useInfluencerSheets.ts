import { useCallback } from 'react';
import type { InfluencerSheetRow, InfluencerSheetsResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { influencerSheetsApi } from '../../api/influencerSheetsApi';

export type InfluencerSheetsLoad = Load<InfluencerSheetsResponse>;

const LOAD_FAILED = "The talent's sheets could not be loaded.";

/** GET /api/user/influencer/{id}/talent-sheets?page= (80 per page, newest first). */
export function useInfluencerSheets(influencerId: number, page: number) {
  const { load, reload, update } = useLoad(
    (signal) => influencerSheetsApi.sheets(influencerId, page, signal),
    [influencerId, page],
    LOAD_FAILED,
  );
  const replace = useCallback(
    (sheetId: string, change: Partial<InfluencerSheetRow>) =>
      update((data) => ({
        ...data,
        sheets: data.sheets.map((row) => (row.id === sheetId ? { ...row, ...change } : row)),
      })),
    [update],
  );
  return { load, reload, replace };
}
