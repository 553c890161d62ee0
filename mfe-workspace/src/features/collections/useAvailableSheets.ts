import type { TalentSheetsResponse } from '@tpp/contracts';
import { useApiQuery, type ApiQueryResult } from '@tpp/session';
import { collectionsApi } from '../../api/collectionsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const AVAILABLE_SHEETS_LOAD_FAILED = 'The sheets could not be loaded.';

/** One group of 80 sheets that can go into a collection; the last group stays while the next loads. */
export function useAvailableSheets(group: number, titleFilter: string): ApiQueryResult<TalentSheetsResponse> {
  return useApiQuery(
    workspaceKeys.availableSheets(group, titleFilter),
    (signal) => collectionsApi.availableSheets(group, titleFilter, signal),
    { keepPrevious: true },
  );
}
