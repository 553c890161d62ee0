import { API, type SheetRateCards } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** Whether brands see rate cards on a sheet's pages (docs/product/organization-and-admin.md, "Rate cards"). */
export const rateCardsApi = {
  sheet: (sheetId: string, signal?: AbortSignal) =>
    call(API.teamLook.sheetRateCards, { params: { hashId: sheetId }, signal }),
  setSheet: (sheetId: string, rateCards: SheetRateCards) =>
    call(API.teamLook.setSheetRateCards, { body: { sheet_id: sheetId, rate_cards: rateCards } }),
};
