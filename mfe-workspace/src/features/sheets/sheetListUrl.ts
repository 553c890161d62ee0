import { MAX_PAGE_NUMBER, SHEET_LIMITS } from '@tpp/contracts';

export type SheetListPageSize = (typeof SHEET_LIMITS.sheetListPageSizes)[number];

/** The sheets table's page and page size, kept in its address (/talent-sheets?page=2&limit=100). */
export interface SheetListPlace {
  /** 1-based. */
  page: number;
  limit: SheetListPageSize;
}

const DEFAULT_LIMIT: SheetListPageSize = SHEET_LIMITS.sheetListPageSizes[0];

/** Reads the address's query; a missing or invalid page is 1, a missing or unknown size 50. */
export function parseSheetListSearch(search: string): SheetListPlace {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1,
    limit: SHEET_LIMITS.sheetListPageSizes.find((size) => size === limit) ?? DEFAULT_LIMIT,
  };
}

/** The list's address for a place; page 1 and the default size are left out. */
export function sheetListHref(basePath: string, { page, limit }: SheetListPlace): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (limit !== DEFAULT_LIMIT) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
