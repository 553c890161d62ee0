import { API } from './api.js';
import { fillPath } from './endpoint.js';
import type { PublicCollection } from './collections.js';
import { LARGEST_INT4, MAX_PAGE_NUMBER, plainPositiveInteger, publicShareId } from './params.js';
import type { PublicTalentSheet } from './public-sheets.js';
import { matchRoute, type RemoteDescriptor } from './remotes.js';
import { SHEET_LIMITS } from './sheets.js';
import type { PublicProfileResponse, PublicRosterResponse, TeamDisplaySettings } from './talent.js';

/**
 * The boot document: what the server writes into every page's HTML so the first screen needs no
 * round trip before it renders. The shell and the API client read it once; each
 * answer in it serves exactly one request, so later loads always go to the network.
 */
export interface BootDocument {
  /** The remotes document (also served at /remotes.json). */
  remotes: RemoteDescriptor[];
  /** GET answers by request URL (path and query exactly as `withQuery` writes them). */
  answers: Record<string, unknown>;
  /** Remote manifests (mf-manifest.json) by their `manifestUrl`. */
  manifests: Record<string, unknown>;
}

/** `<script type="application/json" id=…>` holding the boot document. */
export const BOOT_DOCUMENT_ID = 'tpp-boot';
/** The server-drawn first paint of a pitch page (team name, colours, skeleton cards). */
export const SPLASH_ID = 'tpp-splash';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The WHATWG URLSearchParams of browsers and Node (this package is built without DOM or Node types). */
interface SearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
const SearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string) => SearchParams })
  .URLSearchParams;

/** A request URL with its query: empty values are dropped, keys keep their order. */
export function withQuery(path: string, query?: QueryValues): string {
  if (!query) return path;
  const params = new SearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The ?page= of a shared page: 1 when absent or not a page number the API takes. */
export function pageParam(search: string): number {
  return plainPositiveInteger(new SearchParams(search).get('page') ?? '', MAX_PAGE_NUMBER) ?? 1;
}

/** A numeric route id ('12'), or null for anything that cannot be one. */
export function numericRouteId(value: string | null | undefined): number | null {
  return value ? plainPositiveInteger(value, LARGEST_INT4) : null;
}

/** The URL of one page of a shared sheet, as the brand pages request it. */
export function publicSheetUrl(sheetId: string, page: number, limit: number): string {
  return withQuery(fillPath(API.publicSheets.sheet.path, { hashId: sheetId }), { page, limit });
}

/** The URL of a public profile, with or without the team whose display settings it uses. */
export function publicProfileUrl(influencerId: number, teamId: number | null): string {
  return teamId === null
    ? fillPath(API.publicTalent.profile.path, { id: influencerId })
    : fillPath(API.publicTalent.teamProfile.path, { id: influencerId, teamId });
}

/** A brand-facing page whose first data and code the server sends with its HTML. */
export interface PitchPage {
  pattern: string;
  /** The webpackChunkName of the page's lazy chunk in mfe-public. */
  chunk: string;
  /** The page's first GET, or null when the address cannot name anything. */
  firstData(params: Record<string, string>, search: string): string | null;
  /** What the first paint shows before the code runs: a grid of cards or a profile. */
  layout: 'cards' | 'profile';
  /** The team whose name and colours the first paint shows, read from the first data. */
  teamOf(answer: unknown): SplashTeam | null;
}

export interface SplashTeam {
  name: string;
  display: Partial<TeamDisplaySettings>;
}

const rosterTeam = (answer: unknown): SplashTeam | null => {
  const team = (answer as Partial<PublicRosterResponse | PublicProfileResponse> | null)?.team;
  return team ? { name: team.team_name, display: team.display_settings } : null;
};

const sheetTeam = (answer: unknown): SplashTeam | null => {
  const sheet = answer as Partial<PublicTalentSheet> | null;
  return sheet?.team_name ? { name: sheet.team_name, display: sheet.settings ?? {} } : null;
};

const collectionTeam = (answer: unknown): SplashTeam | null => {
  const collection = answer as Partial<PublicCollection> | null;
  return collection?.team_name
    ? { name: collection.team_name, display: collection.displaySettings ?? {} }
    : null;
};

const roster: PitchPage['firstData'] = ({ teamId }) => {
  const id = numericRouteId(teamId);
  return id === null ? null : fillPath(API.publicTalent.roster.path, { teamId: id });
};

const sheetPage =
  (limit: number): PitchPage['firstData'] =>
  ({ sheetId }, search) => {
    const id = publicShareId(sheetId);
    return id === null ? null : publicSheetUrl(id, pageParam(search), limit);
  };

const profile: PitchPage['firstData'] = ({ influencerId, teamId }) => {
  const id = numericRouteId(influencerId);
  if (id === null) return null;
  if (teamId === undefined) return publicProfileUrl(id, null);
  const team = numericRouteId(teamId);
  return team === null ? null : publicProfileUrl(id, team);
};

const collection: PitchPage['firstData'] = ({ collectionId }) => {
  const id = publicShareId(collectionId);
  return id === null ? null : fillPath(API.publicCollections.get.path, { id });
};

/** In the order mfe-public's router tries them (the roster view before the single page). */
export const PITCH_PAGES: readonly PitchPage[] = [
  ...['/public/talent-roster/:teamId', '/public/talent-details/:teamId'].map((pattern): PitchPage => ({
    pattern,
    chunk: 'page-public-roster',
    firstData: roster,
    layout: 'cards',
    teamOf: rosterTeam,
  })),
  ...['/public/profile/:influencerId/team/:teamId', '/public/profile/:influencerId'].map(
    (pattern): PitchPage => ({
      pattern,
      chunk: 'page-public-profile',
      firstData: profile,
      layout: 'profile',
      teamOf: rosterTeam,
    }),
  ),
  {
    pattern: '/public/talent-sheet/roster-view/:sheetId',
    chunk: 'page-roster-view',
    firstData: sheetPage(SHEET_LIMITS.rosterViewPageSize),
    layout: 'cards',
    teamOf: sheetTeam,
  },
  {
    pattern: '/public/talent-sheet/:sheetId',
    chunk: 'page-public-sheet',
    firstData: sheetPage(SHEET_LIMITS.publicSheetPageSize),
    layout: 'cards',
    teamOf: sheetTeam,
  },
  {
    pattern: '/public/collection/view-all/:collectionId',
    chunk: 'page-collection-view-all',
    firstData: collection,
    layout: 'cards',
    teamOf: collectionTeam,
  },
  {
    pattern: '/public/collection/:collectionId',
    chunk: 'page-public-collection',
    firstData: collection,
    layout: 'cards',
    teamOf: collectionTeam,
  },
];

/** The pitch page a path shows, with its route parameters. */
export function pitchPageOf(path: string): { page: PitchPage; params: Record<string, string> } | null {
  for (const page of PITCH_PAGES) {
    const params = matchRoute(page.pattern, path);
    if (params) return { page, params };
  }
  return null;
}
