import type { TalentSheetsResponse } from '@tpp/contracts';
import { useLoad, type Load } from '../../components/useLoad';
import { collectionsApi } from '../../api/collectionsApi';

export type AvailableSheetsLoad = Load<TalentSheetsResponse>;

const LOAD_FAILED = 'The sheets could not be loaded.';

/** One group of 80 sheets that can go into a collection; the last group stays while the next loads. */
export function useAvailableSheets(group: number, titleFilter: string, attempt: number): AvailableSheetsLoad {
  return useLoad(
    (signal) => collectionsApi.availableSheets(group, titleFilter, signal),
    [group, titleFilter, attempt],
    LOAD_FAILED,
  ).load;
}
