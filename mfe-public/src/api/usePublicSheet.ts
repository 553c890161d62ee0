import type { PublicTalentSheet } from '@tpp/contracts';
import { publicSheetsApi } from './publicSheetsApi';
import { usePublicResource } from './usePublicResource';

/** GET /api/public/talent-sheets/{id}?page=&limit=: one page of a shared sheet (no session). */
export function usePublicSheet(sheetId: string | null, page: number, limit: number) {
  // Paging keeps the current page (and the team's theme) on screen while the next one loads.
  return usePublicResource<PublicTalentSheet>(
    sheetId === null ? null : publicSheetsApi.sheetRequest(sheetId, page, limit),
    {
      keepPrevious: true,
    },
  );
}
