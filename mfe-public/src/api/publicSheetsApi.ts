import {
  API,
  type AnswerOf,
  type ApiRoute,
  type ConfirmSheetViewerResponse,
  type PublicCollection,
  type PublicSheetProfileResponse,
  type PublicTalentSheet,
  type RegisterSheetViewerRequest,
  type TalentSheetResponseFormRequest,
} from '@tpp/contracts';
import { api, type CallInput } from '@tpp/session';

export { publicShareId as publicId } from '@tpp/contracts';

/** One public read for `usePublicResource`: `key` changes exactly when the request does. */
export interface PublicRequest<T> {
  key: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** The answer the page's HTML carries for this read, if any: the first render shows it. */
  early: () => T | undefined;
}

function publicRequest<R extends ApiRoute>(
  key: string,
  route: R,
  input: Omit<CallInput<R>, 'signal'>,
): PublicRequest<AnswerOf<R>> {
  const call = api.call as (route: R, input: CallInput<R>) => Promise<AnswerOf<R>>;
  const early = api.early as (route: R, input: CallInput<R>) => AnswerOf<R> | undefined;
  return {
    key,
    load: (signal) => call(route, { ...input, signal } as CallInput<R>),
    early: () => early(route, input as CallInput<R>),
  };
}

/** The public calls of the shared sheets, collections, rosters and profiles (docs/product/brand-pages.md). */
export const publicSheetsApi = {
  /** GET /api/public/talent-sheets/{id}?page=&limit= (no session; cacheable by the server). */
  sheet: (sheetId: string, page: number, limit: number, signal?: AbortSignal) =>
    api.call(API.publicSheets.sheet, { params: { hashId: sheetId }, query: { page, limit }, signal }),
  sheetRequest: (sheetId: string, page: number, limit: number) =>
    publicRequest(`sheet/${sheetId}/${page}/${limit}`, API.publicSheets.sheet, {
      params: { hashId: sheetId },
      query: { page, limit },
    }),
  sheetProfileRequest: (sheetId: string, influencerId: number) =>
    publicRequest(`sheet-profile/${sheetId}/${influencerId}`, API.publicSheets.profile, {
      query: { salesheet_id: sheetId, influencer_id: influencerId },
    }),
  collectionRequest: (collectionId: string) =>
    publicRequest(`collection/${collectionId}`, API.publicCollections.get, { params: { id: collectionId } }),
  rosterRequest: (teamId: number) =>
    publicRequest(`roster/${teamId}`, API.publicTalent.roster, { params: { teamId } }),
  profileRequest: (influencerId: number, teamId: number | null) =>
    teamId === null
      ? publicRequest(`profile/${influencerId}/`, API.publicTalent.profile, { params: { id: influencerId } })
      : publicRequest(`profile/${influencerId}/${teamId}`, API.publicTalent.teamProfile, {
          params: { id: influencerId, teamId },
        }),
  registerViewer: (body: RegisterSheetViewerRequest) => api.call(API.publicSheets.registerViewer, { body }),
  /** The landing page of the gate's mailed link: confirms the address for this browser. */
  confirmViewer: (token: string): Promise<ConfirmSheetViewerResponse> =>
    api.call(API.publicSheets.confirmViewer, { body: { token } }),
  sendResponse: (body: TalentSheetResponseFormRequest) => api.call(API.publicSheets.respond, { body }),
};

export type { PublicCollection, PublicSheetProfileResponse, PublicTalentSheet };
