import type {
  ClientResponseResponse,
  InfluencerSheetsResponse,
  RemoveInfluencerFromSheetsResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** The sheets a talent is on, the client's answers per sheet, and removal from sheets. */
export const influencerSheetsApi = {
  sheets: (influencerId: number, page: number, signal?: AbortSignal) =>
    api.get<InfluencerSheetsResponse>(`/api/user/influencer/${influencerId}/talent-sheets`, {
      query: { page },
      signal,
    }),
  setAccepted: (sheetId: string, influencerId: number, accepted: boolean) =>
    api.post<ClientResponseResponse>('/api/user/influencer/talent-sheet/client-response', {
      sheet_id: sheetId,
      influencer_id: influencerId,
      client_accepted: accepted,
    }),
  setNote: (sheetId: string, influencerId: number, note: string) =>
    api.post<ClientResponseResponse>('/api/user/influencer/talent-sheet/client-response', {
      sheet_id: sheetId,
      influencer_id: influencerId,
      client_note: note,
    }),
  removeFromSheets: (influencerId: number, sheetIds: string[]) =>
    api.post<RemoveInfluencerFromSheetsResponse>('/api/user/talent-sheets/remove-influencer', {
      influencer_id: influencerId,
      sheet_ids: sheetIds,
    }),
};
