import { useMemo } from 'react';
import type { BasicSheet } from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { sheetsApi } from '../../api/sheetsApi';
import { workspaceKeys } from '../../api/workspaceQueries';

/** The team's talent sheets to add creators to (none while loading or when they cannot be read). */
export function useTalentSheets(enabled = true): BasicSheet[] {
  const answer = useApiQuery(workspaceKeys.basicSheets(), (signal) => sheetsApi.basic(signal), {
    enabled,
  }).data;
  return useMemo(
    () => (answer ? answer.sheets.filter((sheet) => sheet.sheet_type === 'talent') : []),
    [answer],
  );
}
