import { useEffect, useState } from 'react';
import type { TalentSheetsResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { collectionsApi } from './collectionsApi';

export type AvailableSheetsLoad =
  | { state: 'loading'; previous: TalentSheetsResponse | null }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: TalentSheetsResponse };

const LOAD_FAILED = 'The sheets could not be loaded.';

/** One group of 80 sheets that can go into a collection; the last group stays while the next loads. */
export function useAvailableSheets(group: number, titleFilter: string, attempt: number) {
  const [load, setLoad] = useState<AvailableSheetsLoad>({ state: 'loading', previous: null });
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => ({
      state: 'loading',
      previous:
        current.state === 'ready' ? current.data : current.state === 'loading' ? current.previous : null,
    }));
    collectionsApi.availableSheets(group, titleFilter, controller.signal).then(
      (data) => setLoad({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoad({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
      },
    );
    return () => controller.abort();
  }, [group, titleFilter, attempt]);
  return load;
}
