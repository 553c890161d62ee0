import { useCallback, useEffect, useState } from 'react';
import type { InfluencerSheetRow, InfluencerSheetsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { influencerSheetsApi } from './influencerSheetsApi';

export type InfluencerSheetsLoad =
  | { state: 'loading'; previous: InfluencerSheetsResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: InfluencerSheetsResponse };

const LOAD_FAILED = "The talent's sheets could not be loaded.";

/** GET /api/user/influencer/{id}/talent-sheets?page= (80 per page, newest first). */
export function useInfluencerSheets(influencerId: number, page: number) {
  const [load, setLoad] = useState<InfluencerSheetsLoad>({ state: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    influencerSheetsApi.sheets(influencerId, page, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [influencerId, page, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (sheetId: string, change: Partial<InfluencerSheetRow>) =>
      setLoad((current) =>
        current.state === 'ready'
          ? {
              state: 'ready',
              data: {
                ...current.data,
                sheets: current.data.sheets.map((row) => (row.id === sheetId ? { ...row, ...change } : row)),
              },
            }
          : current,
      ),
    [],
  );
  return { load, reload, replace };
}
