import {
  API,
  type PublicCollection,
  type PublicProfileResponse,
  type PublicRosterResponse,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type RegisterSheetViewerRequest,
  type TalentSheetResponseFormRequest,
} from '@tpp/contracts';
import { api } from '@tpp/session';

export { publicShareId as publicId } from '@tpp/contracts';

/** One public read for `usePublicResource`: `key` changes exactly when the request does. */
export interface PublicRequest<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
}

/** The public calls of the shared sheets, collections, rosters and profiles (spec: public-account-admin.md §7). */
export const publicSheetsApi = {
  /** GET /api/public/talent-sheets/{id}?page=&limit= (no session; cacheable by the server). */
  sheet: (sheetId: string, page: number, limit: number, signal?: AbortSignal) =>
    api.call(API.publicSheets.sheet, { params: { hashId: sheetId }, query: { page, limit }, signal }),
  sheetRequest: (sheetId: string, page: number, limit: number): PublicRequest<PublicTalentSheet> => ({
    key: `sheet/${sheetId}/${page}/${limit}`,
    load: (signal) => publicSheetsApi.sheet(sheetId, page, limit, signal),
  }),
  sheetProfileRequest: (
    sheetId: string,
    influencerId: number,
  ): PublicRequest<PublicSheetProfileResponse> => ({
    key: `sheet-profile/${sheetId}/${influencerId}`,
    load: (signal) =>
      api.call(API.publicSheets.profile, {
        query: { salesheet_id: sheetId, influencer_id: influencerId },
        signal,
      }),
  }),
  collectionRequest: (collectionId: string): PublicRequest<PublicCollection> => ({
    key: `collection/${collectionId}`,
    load: (signal) => api.call(API.publicCollections.get, { params: { id: collectionId }, signal }),
  }),
  rosterRequest: (teamId: number): PublicRequest<PublicRosterResponse> => ({
    key: `roster/${teamId}`,
    load: (signal) => api.call(API.publicTalent.roster, { params: { teamId }, signal }),
  }),
  profileRequest: (influencerId: number, teamId: number | null): PublicRequest<PublicProfileResponse> => ({
    key: `profile/${influencerId}/${teamId ?? ''}`,
    load: (signal) =>
      teamId === null
        ? api.call(API.publicTalent.profile, { params: { id: influencerId }, signal })
        : api.call(API.publicTalent.teamProfile, { params: { id: influencerId, teamId }, signal }),
  }),
  registerViewer: (body: RegisterSheetViewerRequest) => api.call(API.publicSheets.registerViewer, { body }),
  sendResponse: (body: TalentSheetResponseFormRequest) => api.call(API.publicSheets.respond, { body }),
};

export type { PublicCollection, PublicSheetProfileResponse, PublicTalentSheet };
