import { API } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The sheets a talent is on, the client's answers per sheet, and removal from sheets. */
export const influencerSheetsApi = {
  sheets: (influencerId: number, page: number, signal?: AbortSignal) =>
    call(API.sheets.influencerSheets, { params: { influencerId }, query: { page }, signal }),
  setAccepted: (sheetId: string, influencerId: number, accepted: boolean) =>
    call(API.sheets.clientResponse, {
      body: { sheet_id: sheetId, influencer_id: influencerId, client_accepted: accepted },
    }),
  setNote: (sheetId: string, influencerId: number, note: string) =>
    call(API.sheets.clientResponse, {
      body: { sheet_id: sheetId, influencer_id: influencerId, client_note: note },
    }),
  removeFromSheets: (influencerId: number, sheetIds: string[]) =>
    call(API.sheets.removeInfluencer, { body: { influencer_id: influencerId, sheet_ids: sheetIds } }),
};
