/**
 * Talent sheets, campaign sheets and casting-call responses as the team edits and lists them, with
 * the limits, timings, texts and error codes of every sheet screen (campaigns, creator calls,
 * collections, likes, favorites and the public views have their own files beside this one). Field
 * names are the spec's; where the spec shows no payload the shape here is ours and is described
 * in the OpenAPI document.
 *
 * One sheet id, one name per layer. Outside the database a sheet is named by its random public id
 * (`PUBLIC_ID_PATTERN`). On the wire it keeps the names the product fixed: the `:hashId` path
 * parameter, `id` in answers, and the fields `sheet_id`, `salesheet_id`, `talent_sheet_id` and
 * `talentSheetId`; in code those names appear only where a contract shape is built or read.
 * - Browser (remotes, @tpp/contracts helpers, route patterns): `sheetId`, a string.
 * - API: `publicId`, a string, because the API also holds the table's serial key, which is `sheetId`
 *   (a number) there and never leaves the server. `hashId` names only the controllers' route
 *   parameter; services read it with `publicIdFromPath`.
 */
import type { CastingCallResponseStatus } from './casting-calls.js';
import type { RosterInfluencer } from './talent.js';

export const SHEET_TYPES = ['talent', 'campaign', 'casting_call_response'] as const;
export type SheetType = (typeof SHEET_TYPES)[number];

export const SHEET_LIMITS = {
  /** /talent-sheets and /campaigns list pages: 50 (default) or 100 sheets a page, chosen in the page's address. */
  sheetListPageSizes: [50, 100] as const,
  /** GET /api/talent-sheets default limit. */
  sheetsDefaultLimit: 80,
  /** The sheet list talent column shows 6 names when a sheet has more than 9 ('Show N More'). */
  talentColumnCollapsedShown: 6,
  talentColumnCollapseAbove: 9,
  /** The sheet table shows 3 photos then '+N more'. */
  sheetTablePhotos: 3,
  /** Editor roster: page sizes 40 (default) or 80. */
  editorRosterPageSizes: [40, 80] as const,
  /** A second Save Sheet button shows at the top above this many talent. */
  topSaveButtonAbove: 3,
  castingCallMaxTalent: 40,
  /** A deleted sheet stays in the trash this many days, then is deleted for good (its statistics stay). */
  trashDays: 30,
  collectionPageSizes: [25, 50] as const,
  collectionAvailableSheetsGroup: 80,
  /** Collections list shows the first 3 included sheets. */
  collectionSheetsShown: 3,
  favoritesPageSize: 50,
  profileSheetsPageSize: 80,
  /** Public sheet page sizes. */
  publicSheetPageSize: 15,
  rosterViewPageSize: 18,
  responseViewLimit: 50,
  collectionSheetLimit: 140,
  publicSheetFetchAll: 1000,
  collectionPreviewSheetsPerPage: 4,
  /** Text shortening in lists. */
  listTextLength: 100,
  /** Profile descriptions are cut to 150 characters in the sheet editor. */
  editorDescriptionLength: 150,
  /** Sheet title filter applies above 2 characters; collection list filter from 3; editor sheet filter from 2. */
  sheetTitleFilterMin: 3,
  collectionTitleFilterMin: 3,
  collectionEditorSheetFilterMin: 2,
  /** Longest accepted texts (ours: the spec names none). */
  titleMaxLength: 200,
  noteMaxLength: 5000,
  /** Largest sheet a save accepts (ours). */
  sheetMaxTalent: 1000,
  responseCommentsMaxLength: 5000,
} as const;

export const SHEET_TIMINGS_MS = {
  sheetAutosave: 1500,
  collectionAutosave: 2000,
  /** Clicking the Saved/Saving indicator forces a save after a short delay. */
  forcedSaveDelay: 300,
  /** The sheets table's title filter applies this long after the last keystroke. */
  sheetListTitleFilterDebounce: 500,
  collectionTitleFilterDebounce: 1200,
  collectionEditorSheetFilterDebounce: 100,
  editorRosterNameDebounce: 350,
  savedToast: 1500,
  campaignSavedToast: 2000,
  errorToast: 2500,
  castingCallLimitMessage: 6000,
  hiddenCallNotice: 3000,
  sheetNameRequired: 1500,
} as const;

/** Texts shown exactly as the spec writes them (plus a few of ours, marked). */
export const SHEET_MESSAGES = {
  selectedTalent: 'Selected Talent',
  replaceHeading: 'Replace default heading (instead of "Selected Talent")',
  saveHeading: 'Save Heading',
  newSheetDialogTitle: 'Title for the New Sheet',
  displayAboveTitle: 'Display above title when sharing',
  titleNeeded: 'Title Needed',
  sheetNameRequired: 'You must provide a Sheet Name',
  castingCallLimit: 'Because this is a response to a Creator Call, you can only select up to 40 creators.',
  deleteSheetConfirm: 'Are you sure you want to delete this sheet?',
  deleteSheetModal:
    'Are you sure you want to delete this sheet? It moves to Trash for 30 days; you can restore it from there.',
  deleteCollectionConfirm: 'Are you sure you want to delete this collection?',
  /** Who may delete a sheet (and restore it or delete it forever): the 403 and the disabled button's explanation. */
  deleteSheetNotAllowed: "Only the sheet's owner or a team admin can delete it.",
  restoreSheetNotAllowed: "Only the sheet's owner or a team admin can restore it.",
  deleteForeverConfirm:
    'Delete this sheet forever? Its creators, notes and links are removed; its statistics stay in your totals.',
  /** A public link of a deleted sheet (in the trash or deleted for good). */
  sheetUnavailable: 'This sheet is no longer available.',
  sheetUnavailableDetail: 'The team that shared it has deleted it. Ask them for a new link.',
  sheetRestoreConflict:
    'This Creator Call already has a newer response from your team, so this one cannot be restored.',
  collectionInvalid:
    'Please check to be sure the collection has a title, and all individual sheets you included have a public title',
  campaignLoadFailed: 'Unable to load campaign data!',
  noCreatorCalls: 'No Creator Calls',
  callHidden: 'This call will not be shown again',
  removeFromSheetsConfirm: 'Are you sure you want to remove the creator from these sheets?',
  clickToAddNote: 'Click to add note',
  talentSheetSaved: 'Talent Sheet Saved',
  responseSubmitted: 'Response Submitted',
  viewTalentSheet: 'View Talent Sheet',
  checkEmailToContinue: 'Please check your email for a link to continue',
  loading: 'Loading...',
  loadMoreFailed: 'Error loading more',
  clickForAnalytics: 'Click creator photo for analytics',
  saved: 'Saved',
  saving: 'Saving',
  collectionSaving: 'Saving...',
  /** Ours: the answer to a save based on an old version (409). */
  sheetChangedElsewhere:
    'This sheet was changed elsewhere since you opened it. Reload it to see the latest version.',
  collectionChangedElsewhere:
    'This collection was changed elsewhere since you opened it. Reload it to see the latest version.',
  /** Ours: the casting-call response banner and the notice after Submit (the spec gives the meaning, not the words). */
  castingCallInvisible: 'This response is invisible to the brand until you Submit it.',
  castingCallSubmitted:
    'Your response was submitted. Your team will receive an emailed reply once the brand has reviewed it.',
  /** Ours: the response form's thank-you screen. */
  responseThanks: 'Thank you! Your response was sent to the team.',
} as const;

/** 'Talent Sheet from {team}': the public page title when the sheet has no public title. */
export function talentSheetFromTeam(teamName: string): string {
  return `Talent Sheet from ${teamName}`;
}

/** Machine codes in ApiErrorBody.error for sheets, campaigns, creator calls, likes and the shared views. */
export const SHEET_ERROR_CODES = {
  /** The save was based on an old version (409). */
  sheetChanged: 'SHEET_CHANGED',
  castingCallLimit: 'CASTING_CALL_LIMIT',
  /** A sheet that is missing or another team's (the same answer either way). */
  sheetNotFound: 'SHEET_NOT_FOUND',
  /** GET /api/user/campaign/{id} of a sheet that is not a campaign. */
  campaignNotFound: 'CAMPAIGN_NOT_FOUND',
  castingCallNotFound: 'CASTING_CALL_NOT_FOUND',
  /** A creator that is not on the sheet, or a like naming another team. */
  influencerNotFound: 'INFLUENCER_NOT_FOUND',
  sheetNameRequired: 'SHEET_NAME_REQUIRED',
  duplicateInfluencer: 'DUPLICATE_INFLUENCER',
  notOnRoster: 'NOT_ON_ROSTER',
  castingCallRequired: 'CASTING_CALL_REQUIRED',
  /** A save may not turn a creator call response into a sheet or back, nor move it to another call. */
  sheetTypeFixed: 'SHEET_TYPE_FIXED',
  castingCallMismatch: 'CASTING_CALL_MISMATCH',
  clientResponseInvalid: 'CLIENT_RESPONSE_INVALID',
  campaignDataInvalid: 'CAMPAIGN_DATA_INVALID',
  /** Submitting a creator call response that has no creators yet. */
  castingCallResponseEmpty: 'CASTING_CALL_RESPONSE_EMPTY',
  responderRequired: 'RESPONDER_REQUIRED',
  likedNotOnSheet: 'LIKED_NOT_ON_SHEET',
  /** A registration-gate link that is not one we mailed, or that expired (its sheet gone too). */
  viewerLinkInvalid: 'VIEWER_LINK_INVALID',
  /** A creator of a sheet behind the registration gate, asked by a browser that has not passed it (403). */
  registrationRequired: 'REGISTRATION_REQUIRED',
  /** Adding creators to a sheet that is not a talent sheet (a campaign, a creator call response). */
  notTalentSheet: 'NOT_TALENT_SHEET',
  /** A public link of a sheet in the trash or deleted for good (404 that says why). */
  sheetUnavailable: 'SHEET_UNAVAILABLE',
  /** Restoring a creator call response while the team has a newer response to that call (409). */
  sheetRestoreConflict: 'SHEET_RESTORE_CONFLICT',
  /** Saving or submitting a response to a Creator Call past its response deadline (409). */
  castingCallClosed: 'CASTING_CALL_CLOSED',
} as const;

export type SheetErrorCode = (typeof SHEET_ERROR_CODES)[keyof typeof SHEET_ERROR_CODES];

/** A creator on a sheet, as the editor shows it: the roster row plus the note and client answer. */
export interface SheetInfluencer extends RosterInfluencer {
  note: string;
  /** Sanitised HTML of the note: [text](url) links become safe links, nothing else is markup. */
  note_html: string;
  client_accepted: boolean;
  client_note: string | null;
  /** Hearts brands gave this creator on this sheet (response form and likes). */
  like_count: number;
}

/** What a sheet and a row of the sheet lists both show of a sheet: its ids, titles and maker. */
export interface SheetHeading {
  /** Random, unguessable public id (at least 64 bits), never sequential. */
  id: string;
  title: string;
  /** The public title; null shows 'Selected Talent'. */
  description: string | null;
  sheet_type: SheetType;
  created_at: string;
  updated_at: string;
  creator_user_id: number;
  creator_nickname: string | null;
  creator_full_name: string | null;
  casting_call_id: number | null;
}

/** GET /api/talent-sheets/{hashId}?sheet_type= : one of the caller team's sheets. */
export interface TalentSheet extends SheetHeading {
  creator_email: string;
  team_id: number;
  team_name: string;
  team_image_url: string | null;
  influencer_ids: number[];
  /** influencer id -> note */
  notes: Record<string, string>;
  influencers: SheetInfluencer[];
  casting_call_response_status: CastingCallResponseStatus | null;
  campaign_description: string | null;
  reach: number;
  /** Bumped by every save; a save must carry the version it was based on. */
  version: number;
}

export interface TalentSheetResponse {
  sheet: TalentSheet;
}

/** A creator in the talent column of the sheet lists. */
export interface SheetListInfluencer {
  id: number;
  fullname: string;
  picture_main_url: string;
}

/** A row of the sheet lists. */
export interface TalentSheetSummary extends SheetHeading {
  influencer_count: number;
  /** The caller may delete it: its owner, a team admin or an administrator. */
  can_delete: boolean;
  /** Every creator in sheet order (names for the talent column, photos for the table). */
  influencers: SheetListInfluencer[];
}

/** GET /api/talent-sheets query. */
export interface TalentSheetsQuery {
  sheet_type?: SheetType;
  /** 1-based. */
  page?: number;
  /** Default 80. */
  limit?: number;
  only_mine?: boolean;
  /** Applied above 2 characters. */
  title_filter?: string;
  /** Only sheets that can go into a collection (talent sheets). */
  for_collection?: boolean;
  /** Comma-separated hash ids. */
  hash_ids?: string;
}

export interface TalentSheetsResponse {
  sheets: TalentSheetSummary[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/talent-sheets/basic: every sheet of the team, for pickers. */
export interface BasicSheet {
  id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  influencer_count: number;
  updated_at: string;
}

export interface BasicSheetsResponse {
  sheets: BasicSheet[];
}

export interface SheetInfluencerEntry {
  influencer_id: number;
  note: string;
}

/** POST /api/user/talent-sheets/save. New sheet: no sheet_id. */
export interface SaveTalentSheetRequest {
  title: string;
  /** Sent only when the public title is used; null clears it. */
  description?: string | null;
  sheet_type: SheetType;
  sheet_id?: string;
  casting_call_id?: number;
  /** Copying: the sheet the talent came from. */
  duplicate_sheet_id?: string;
  influencers: SheetInfluencerEntry[];
  /** The version the edit was based on (required when sheet_id is given); stale answers 409 SHEET_CHANGED. */
  version?: number;
}

export interface SaveTalentSheetResponse {
  success: true;
  sheet_id: string;
  version: number;
}

/** POST /api/user/talent-sheets/public-title: null or blank clears it. */
export interface PublicTitleRequest {
  public_title: string | null;
  sheet_id: string;
  version?: number;
}

export interface PublicTitleResponse {
  success: true;
  description: string | null;
  version: number;
}

export interface CopySheetRequest {
  sheet_id: string;
  new_sheet_title: string;
}

export interface CopySheetResponse {
  success: true;
  sheet_id: string;
}

export interface SheetIdRequest {
  sheet_id: string;
}

/** A sheet in the team's trash: deleted, restorable until `purge_at`. */
export interface TrashedSheet {
  id: string;
  title: string;
  sheet_type: SheetType;
  creator_user_id: number | null;
  creator_name: string | null;
  deleted_at: string;
  /** Who deleted it; null when that account no longer exists. */
  deleted_by_name: string | null;
  /** When it is deleted for good (30 days after `deleted_at`). */
  purge_at: string;
  /** Days left before the purge, rounded up (30 just after deleting). */
  days_left: number;
  /** The caller may restore it and delete it forever: its owner, a team admin or an administrator. */
  can_manage: boolean;
}

/** GET /api/user/talent-sheets/trash: the team's deleted sheets, most recently deleted first. */
export interface TrashedSheetsResponse {
  sheets: TrashedSheet[];
}

export interface RemoveInfluencerFromSheetsRequest {
  influencer_id: number;
  sheet_ids: string[];
}

export interface RemoveInfluencerFromSheetsResponse {
  success: true;
  removed: number;
}

/** POST /api/user/influencer/talent-sheet/client-response: one of the two fields. */
export interface ClientResponseRequest {
  sheet_id: string;
  influencer_id: number;
  client_accepted?: boolean;
  client_note?: string;
}

export interface ClientResponseResponse {
  success: true;
  client_accepted?: boolean;
  client_note?: string | null;
}

/** GET /api/user/influencer/{influencerId}/talent-sheets?page= (ours; 80 per page, newest first). */
export interface InfluencerSheetRow {
  id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  created_at: string;
  client_accepted: boolean;
  client_note: string | null;
  /** The call a casting_call_response sheet answers (its editor is /creator-call-response/{id}). */
  casting_call_id: number | null;
}

export interface InfluencerSheetsResponse {
  sheets: InfluencerSheetRow[];
  total: number;
  page: number;
  limit: number;
}

/** `?sheet_type=` on GET /api/talent-sheets/{hashId}. */
export interface SheetTypeQuery {
  sheet_type?: SheetType;
}
