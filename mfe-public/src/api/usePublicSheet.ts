import { publicSheetsApi, usePublicQuery } from './publicSheetsApi';

/** GET /api/public/talent-sheets/{id}?page=&limit=: one page of a shared sheet (no session). */
export function usePublicSheet(sheetId: string | null, page: number, limit: number) {
  // Paging keeps the current page (and the team's theme) on screen while the next one loads.
  return usePublicQuery(sheetId === null ? null : publicSheetsApi.sheetRequest(sheetId, page, limit), {
    keepPrevious: true,
  });
}
