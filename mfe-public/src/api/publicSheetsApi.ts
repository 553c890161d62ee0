import type {
  PublicCollection,
  PublicSheetProfileResponse,
  PublicTalentSheet,
  RegisterSheetViewerRequest,
  RegisterSheetViewerResponse,
  TalentSheetResponseFormRequest,
  TalentSheetResponseFormResponse,
} from '@tpp/contracts';
import { api } from '@tpp/session';

/** A public sheet or collection id: the random base64url string of the share link. */
export function publicId(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{6,64}$/.test(value) ? value : null;
}

/** GET /api/public/talent-sheets/{id}?page=&limit= (no session; cacheable by the server). */
export function publicSheetPath(sheetId: string, page: number, limit: number): string {
  return `/api/public/talent-sheets/${encodeURIComponent(sheetId)}?page=${page}&limit=${limit}`;
}

/** The public calls of the shared sheets and collections (spec: public-account-admin.md §7). */
export const publicSheetsApi = {
  sheet: (sheetId: string, page: number, limit: number, signal?: AbortSignal) =>
    api.get<PublicTalentSheet>(publicSheetPath(sheetId, page, limit), { signal }),
  sheetProfilePath: (sheetId: string, influencerId: number) =>
    `/api/public/talent-sheet-profile?salesheet_id=${encodeURIComponent(sheetId)}&influencer_id=${influencerId}`,
  collectionPath: (collectionId: string) => `/api/public/collections/${encodeURIComponent(collectionId)}`,
  registerViewer: (body: RegisterSheetViewerRequest) =>
    api.post<RegisterSheetViewerResponse>('/api/register-sheet-viewer', body),
  sendResponse: (body: TalentSheetResponseFormRequest) =>
    api.post<TalentSheetResponseFormResponse>('/api/talent-sheet-response-form', body),
};

export type { PublicCollection, PublicSheetProfileResponse, PublicTalentSheet };
