import type {
  BasicSheetsResponse,
  CastingCallResponse,
  CastingCallSheetResponse,
  CastingCallSubmitResponse,
  CopySheetResponse,
  PublicTitleResponse,
  SaveTalentSheetRequest,
  SaveTalentSheetResponse,
  SheetType,
  TalentSheetResponse,
  TalentSheetsQuery,
  TalentSheetsResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

const id = (value: string | number) => encodeURIComponent(String(value));

/** The sheet and casting-call response calls of the workspace (spec: workspace.md §7). */
export const sheetsApi = {
  sheet: (sheetId: string, sheetType: SheetType, signal?: AbortSignal) =>
    api.get<TalentSheetResponse>(`/api/talent-sheets/${id(sheetId)}`, {
      query: { sheet_type: sheetType },
      signal,
    }),
  list: (query: TalentSheetsQuery, signal?: AbortSignal) =>
    api.get<TalentSheetsResponse>('/api/talent-sheets', { query: { ...query }, signal }),
  basic: (signal?: AbortSignal) => api.get<BasicSheetsResponse>('/api/talent-sheets/basic', { signal }),
  save: (request: SaveTalentSheetRequest) =>
    api.post<SaveTalentSheetResponse>('/api/user/talent-sheets/save', request),
  publicTitle: (sheetId: string, publicTitle: string | null, version?: number) =>
    api.post<PublicTitleResponse>('/api/user/talent-sheets/public-title', {
      public_title: publicTitle,
      sheet_id: sheetId,
      version,
    }),
  copy: (sheetId: string, newSheetTitle: string) =>
    api.post<CopySheetResponse>('/api/user/talent-sheets/copy', {
      sheet_id: sheetId,
      new_sheet_title: newSheetTitle,
    }),
  remove: (sheetId: string) =>
    api.post<{ success: boolean }>('/api/user/talent-sheets/delete', { sheet_id: sheetId }),
  castingCall: (castingCallId: string | number, signal?: AbortSignal) =>
    api.get<CastingCallResponse>(`/api/casting-calls/agency/${id(castingCallId)}`, { signal }),
  castingCallSheet: (castingCallId: string | number, signal?: AbortSignal) =>
    api.get<CastingCallSheetResponse>(`/api/casting-calls/response/${id(castingCallId)}`, { signal }),
  submitCastingCall: (castingCallId: number) =>
    api.post<CastingCallSubmitResponse>('/api/user/casting-call-response-submit', {
      casting_call_id: castingCallId,
    }),
};
