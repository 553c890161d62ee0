import {
  API,
  type AddToSheetRequest,
  type SaveTalentSheetRequest,
  type SheetType,
  type TalentSheetsQuery,
} from '@tpp/contracts';
import { call } from './workspaceQueries';

/** The sheet and casting-call response calls of the workspace (docs/product/sheets-campaigns-collections.md). */
export const sheetsApi = {
  sheet: (sheetId: string, sheetType: SheetType, signal?: AbortSignal) =>
    call(API.sheets.get, { params: { hashId: sheetId }, query: { sheet_type: sheetType }, signal }),
  list: (query: TalentSheetsQuery, signal?: AbortSignal) => call(API.sheets.list, { query, signal }),
  basic: (signal?: AbortSignal) => call(API.sheets.basic, { signal }),
  save: (request: SaveTalentSheetRequest) => call(API.sheets.save, { body: request }),
  publicTitle: (sheetId: string, publicTitle: string | null, version?: number) =>
    call(API.sheets.publicTitle, { body: { public_title: publicTitle, sheet_id: sheetId, version } }),
  /** Appends creators to a talent sheet of the team, or to a new one (one request, up to 500). */
  addInfluencers: (request: AddToSheetRequest) => call(API.sheets.addInfluencers, { body: request }),
  copy: (sheetId: string, newSheetTitle: string) =>
    call(API.sheets.copy, { body: { sheet_id: sheetId, new_sheet_title: newSheetTitle } }),
  /** Moves the sheet to the team's trash (its owner or a team admin only). */
  remove: (sheetId: string) => call(API.sheets.delete, { body: { sheet_id: sheetId } }),
  trash: (signal?: AbortSignal) => call(API.sheets.trash, { signal }),
  restore: (sheetId: string) => call(API.sheets.restore, { body: { sheet_id: sheetId } }),
  deleteForever: (sheetId: string) => call(API.sheets.deleteForever, { body: { sheet_id: sheetId } }),
  castingCall: (castingCallId: string | number, signal?: AbortSignal) =>
    call(API.castingCalls.get, { params: { id: castingCallId }, signal }),
  castingCallSheet: (castingCallId: string | number, signal?: AbortSignal) =>
    call(API.castingCalls.response, { params: { id: castingCallId }, signal }),
  submitCastingCall: (castingCallId: number) =>
    call(API.castingCalls.submit, { body: { casting_call_id: castingCallId } }),
};
