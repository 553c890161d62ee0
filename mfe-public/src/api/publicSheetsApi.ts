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
import { api, useApiQuery, type ApiQueryResult, type CallInput } from '@tpp/session';

export { publicShareId as publicId } from '@tpp/contracts';

/**
 * The query keys of the public pages: every key starts with 'public', then the read's name and
 * its inputs, so `invalidateApi(publicKeys.all)` reloads every public answer on screen.
 */
export const publicKeys = {
  all: ['public'] as const,
  sheet: (sheetId: string, page: number, limit: number) => ['public', 'sheet', sheetId, page, limit] as const,
  sheetProfile: (sheetId: string, influencerId: number) =>
    ['public', 'sheet-profile', sheetId, influencerId] as const,
  collection: (collectionId: string) => ['public', 'collection', collectionId] as const,
  roster: (teamId: number) => ['public', 'roster', teamId] as const,
  profile: (influencerId: number, teamId: number | null) =>
    ['public', 'profile', influencerId, teamId] as const,
  connectPage: (token: string) => ['public', 'connect-page', token] as const,
  brandReply: (token: string) => ['public', 'brand-reply', token] as const,
  registration: (code: string) => ['public', 'registration', code] as const,
};

/** One public read for `usePublicQuery`: its key, its call, and the answer the page's HTML carries. */
export interface PublicRequest<T> {
  key: readonly unknown[];
  load: (signal: AbortSignal) => Promise<T>;
  /** Takes the answer the page's HTML carries for this read, if any: the first render shows it. */
  early: () => T | undefined;
}

function publicRequest<R extends ApiRoute>(
  key: readonly unknown[],
  route: R,
  input: Omit<CallInput<R>, 'signal'>,
): PublicRequest<AnswerOf<R>> {
  const call = api.call as (route: R, input: CallInput<R>) => Promise<AnswerOf<R>>;
  const takeEarly = api.takeEarly as (route: R, input: CallInput<R>) => AnswerOf<R> | undefined;
  return {
    key,
    load: (signal) => call(route, { ...input, signal } as CallInput<R>),
    early: () => takeEarly(route, input as CallInput<R>),
  };
}

/**
 * Reads a public answer (no session needed) through the query layer. A null request (an id that
 * cannot exist) is 'not-found' without a call, as a 404 or a 400 is.
 */
export function usePublicQuery<T>(
  request: PublicRequest<T> | null,
  options: { keepPrevious?: boolean } = {},
): ApiQueryResult<T> {
  const query = useApiQuery(request?.key ?? publicKeys.all, (signal) => request!.load(signal), {
    enabled: request !== null,
    keepPrevious: options.keepPrevious,
    early: request?.early,
  });
  return request === null ? { ...query, state: { status: 'not-found' } } : query;
}

function withoutWithheld(answer: PublicTalentSheet | undefined): PublicTalentSheet | undefined {
  return answer?.withheld ? undefined : answer;
}

/** The public calls of the shared sheets, collections, rosters and profiles (docs/product/brand-pages.md). */
export const publicSheetsApi = {
  /** GET /api/public/talent-sheets/{id}?page=&limit= (no session; cacheable by the server). */
  sheet: (sheetId: string, page: number, limit: number, signal?: AbortSignal) =>
    api.call(API.publicSheets.sheet, { params: { hashId: sheetId }, query: { page, limit }, signal }),
  sheetRequest: (sheetId: string, page: number, limit: number): PublicRequest<PublicTalentSheet> => {
    const request = publicRequest(publicKeys.sheet(sheetId, page, limit), API.publicSheets.sheet, {
      params: { hashId: sheetId },
      query: { page, limit },
    });
    // The page's HTML is fetched without the API's viewer cookie: a withheld answer there may be
    // wrong for a browser that passed the gate, so that one is asked again.
    return { ...request, early: () => withoutWithheld(request.early()) };
  },
  sheetProfileRequest: (sheetId: string, influencerId: number) =>
    publicRequest(publicKeys.sheetProfile(sheetId, influencerId), API.publicSheets.profile, {
      query: { salesheet_id: sheetId, influencer_id: influencerId },
    }),
  collectionRequest: (collectionId: string) =>
    publicRequest(publicKeys.collection(collectionId), API.publicCollections.get, {
      params: { id: collectionId },
    }),
  rosterRequest: (teamId: number) =>
    publicRequest(publicKeys.roster(teamId), API.publicTalent.roster, { params: { teamId } }),
  profileRequest: (influencerId: number, teamId: number | null) =>
    teamId === null
      ? publicRequest(publicKeys.profile(influencerId, null), API.publicTalent.profile, {
          params: { id: influencerId },
        })
      : publicRequest(publicKeys.profile(influencerId, teamId), API.publicTalent.teamProfile, {
          params: { id: influencerId, teamId },
        }),
  registerViewer: (body: RegisterSheetViewerRequest) => api.call(API.publicSheets.registerViewer, { body }),
  /** The landing page of the gate's mailed link: confirms the address for this browser. */
  confirmViewer: (token: string): Promise<ConfirmSheetViewerResponse> =>
    api.call(API.publicSheets.confirmViewer, { body: { token } }),
  sendResponse: (body: TalentSheetResponseFormRequest) => api.call(API.publicSheets.respond, { body }),
};

export type { PublicCollection, PublicSheetProfileResponse, PublicTalentSheet };
