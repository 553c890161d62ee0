import type { AddTalentTask } from './intake.js';
import { REQUEST_MESSAGES } from './messages.js';
import { PLATFORM_LABELS } from './social-handle.js';

/* ------------------------------------------------------------------------------------------ */
/* Requests to the team's account managers.                                                    */
/* ------------------------------------------------------------------------------------------ */

/** Spec: Request to Add Talent's platform select. */
export const REQUEST_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook', 'twitter'] as const;
export type RequestPlatform = (typeof REQUEST_PLATFORMS)[number];
export const REQUEST_PLATFORM_LABELS: Record<RequestPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

export const REQUEST_TYPES = ['add', 'update', 'case_study', 'content', 'portrait'] as const;
export type TalentRequestType = (typeof REQUEST_TYPES)[number];
/**
 * Spec: pending (blue 'Pending'), conversation_started (orange 'Response'), completed (green
 * 'Completed'); ours: cancelled (grey 'Cancelled'), a pending request its requester or a team
 * admin withdrew (docs/spec-departures.md). Staff cannot complete a cancelled request.
 */
export const REQUEST_STATUSES = ['pending', 'conversation_started', 'completed', 'cancelled'] as const;
export type TalentRequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<TalentRequestStatus, string> = {
  pending: 'Pending',
  conversation_started: 'Response',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/** How staff closed a completed request: done, or rejected with a note. */
export type TalentRequestResolution = 'done' | 'rejected';

export const REQUEST_LIMITS = {
  /** Spec: content URLs max 3 per social account. */
  contentUrlsPerAccount: 3,
  /** Spec: request notes truncated to 50 characters in My Requests. */
  notePreview: 50,
  /** Spec: the social list shows 2 accounts then '+N more'. */
  socialsShown: 2,
  noteLength: 5000,
  nameLength: 120,
  urlLength: 2000,
  socials: 10,
  staffPageSize: 50,
} as const;

/** One social of a request: platform (lowercase), profile URL or handle, primary flag. */
export interface RequestSocial {
  platform: RequestPlatform;
  url: string;
  primary: boolean;
}

/** The case study fields of a 'case_study' request (all required but the thumbnail). */
export interface CaseStudyFields {
  title: string;
  brandPartner: string;
  campaignSummary: string;
  campaignResults: string;
  campaignObjectives: string;
  highlightedContentUrl: string;
  /** The uploaded thumbnail's key; without one the default thumbnail shows. */
  thumbnailKey?: string;
}

/**
 * POST /api/user/request-influencer. `request_type` 'add' (default): name, handle, socials, note.
 * 'update': influencer_id with any of socials, note, uploadedKey (a portrait). 'case_study':
 * influencer_id and the case study fields.
 */
export interface TalentRequestBody extends Partial<CaseStudyFields> {
  request_type?: 'add' | 'update' | 'case_study';
  name?: string;
  handle?: string;
  socials?: RequestSocial[];
  note?: string;
  influencer_id?: number;
  uploadedKey?: string;
}
export interface TalentRequestResponse {
  success: true;
  request_id: number;
}

/** One request as My Requests and the staff console show it. */
export interface TalentRequest {
  id: number;
  request_type: TalentRequestType;
  status: TalentRequestStatus;
  resolution: TalentRequestResolution | null;
  /** The staff's note when it completed or rejected the request. */
  staff_note: string | null;
  influencer_id: number | null;
  influencer_name: string;
  instagram_handle: string | null;
  note: string;
  form_data: {
    name: string;
    socials: RequestSocial[];
    note: string;
    /** Content requests: social account id -> URLs. */
    content_requests?: Record<string, string[]>;
    case_study?: CaseStudyFields;
  };
  /** The request's uploads, each with the URL that shows it. */
  uploads: { key: string; url: string; filename: string; content_type: string }[];
  created_at: string;
  status_updated_at: string;
  /** The conversation about the request, once messaging starts one (View link to /messages). */
  conversation_id: number | null;
  /** Every status the request had, oldest first, each with when it began. */
  history: RequestStatusChange[];
  /** Content requests: the social accounts their keys name, by platform and handle. */
  content_accounts: RequestAccount[];
}
export interface RequestStatusChange {
  status: TalentRequestStatus;
  /** Set on the change to completed: done, or rejected. */
  resolution: TalentRequestResolution | null;
  at: string;
}
/** A social account a request names (the key of `form_data.content_requests`). */
export interface RequestAccount {
  account_id: string;
  /** Lowercase platform of the account ('instagram', 'tiktok', 'youtube', ...). */
  platform: string;
  handle: string;
}
/** 'Instagram @zoe.morales': how every screen names a request's social account. */
export function requestAccountLabel(account: Pick<RequestAccount, 'platform' | 'handle'>): string {
  const labels: Record<string, string> = PLATFORM_LABELS;
  const platform =
    labels[account.platform] ?? account.platform.charAt(0).toUpperCase() + account.platform.slice(1);
  return `${platform} @${account.handle}`;
}
/** GET /api/user/my-requests: the caller's requests and Add Talent tasks in the team, newest first. */
export interface MyRequestsResponse {
  requests: TalentRequest[];
  /** The caller's automatic Add Talent tasks (each used a credit), newest first. */
  tasks: AddTalentTask[];
}
/** POST /api/user/my-requests/cancel: a pending request, by its requester or a team admin. */
export interface CancelRequestBody {
  request_id: number;
}

/** POST /api/user/replace-portrait. */
export interface ReplacePortraitRequest {
  influencer_id: number;
  uploadedKey: string;
}
export interface ReplacePortraitResponse {
  success: true;
  /** The team's new picture of the creator. */
  picture_url: string;
}

/** POST /api/user/customize-influencer-content: social account id -> up to 3 URLs. */
export interface ContentChangeRequest {
  influencer_id: number;
  content_requests: Record<string, string[]>;
  notes?: string;
}

/** The staff console (is_staff users): every team's requests. */
export interface StaffRequest extends TalentRequest {
  team_id: number;
  team_name: string;
  requester_email: string | null;
  requester_name: string | null;
}
export interface StaffRequestsQuery {
  status?: TalentRequestStatus;
  page?: number;
}
export interface StaffRequestsResponse {
  requests: StaffRequest[];
  total: number;
  page: number;
  page_size: number;
}
/** Complete a request, or reject it with a note (then it is completed with the resolution 'rejected'). */
export interface ResolveRequestBody {
  request_id: number;
  action: 'complete' | 'reject';
  note?: string;
}

export const REQUEST_ERROR_CODES = {
  requestNotFound: 'REQUEST_NOT_FOUND',
  /** Only platform staff may use the requests console. */
  staffOnly: 'STAFF_ONLY',
} as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[keyof typeof REQUEST_ERROR_CODES];

/* ------------------------------------------------------------------------------------------ */
/* Rules shared by the forms and the server.                                                    */
/* ------------------------------------------------------------------------------------------ */

/** A problem with one field: its name (as in the payload) and the spec's message. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Request to Add Talent: display name, a handle or URL per platform, each platform once. */
export function checkAddTalentRequest(request: {
  name?: string;
  socials?: RequestSocial[];
}): FieldProblem | null {
  if (!request.name?.trim()) return { field: 'name', message: REQUEST_MESSAGES.needDisplayName };
  const socials = request.socials ?? [];
  if (socials.length === 0) return { field: 'socials', message: REQUEST_MESSAGES.needOneSocial };
  if (socials.some((social) => !social.url.trim()))
    return { field: 'socials', message: REQUEST_MESSAGES.needHandleForEach };
  if (new Set(socials.map((social) => social.platform)).size !== socials.length)
    return { field: 'socials', message: REQUEST_MESSAGES.samePlatformTwice };
  return null;
}

/** Request Profile Change: at least one of socials, a note and a portrait. */
export function checkProfileChangeRequest(request: {
  socials?: RequestSocial[];
  note?: string;
  uploadedKey?: string;
}): FieldProblem | null {
  const hasSocials = (request.socials ?? []).some((social) => social.url.trim());
  if (!hasSocials && !request.note?.trim() && !request.uploadedKey)
    return { field: 'note', message: REQUEST_MESSAGES.noData };
  return null;
}

export function isHttpUrl(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url.trim());
}

export function invalidUrlMessage(url: string): string {
  return REQUEST_MESSAGES.invalidUrl.replace('{url}', url);
}

/** Request Content Change: social account ids -> URLs, each http(s), at most 3 per account. */
export function checkContentRequests(
  contentRequests: Record<string, string[]>,
  accountIds: readonly string[],
): FieldProblem | null {
  const entries = Object.entries(contentRequests);
  if (entries.length === 0)
    return { field: 'content_requests', message: REQUEST_MESSAGES.needContentRequest };
  for (const [accountId, urls] of entries) {
    if (!accountIds.includes(accountId))
      return { field: 'content_requests', message: REQUEST_MESSAGES.contentNeedsAccount };
    if (urls.length === 0) return { field: 'content_requests', message: REQUEST_MESSAGES.needOneUrl };
    if (urls.length > REQUEST_LIMITS.contentUrlsPerAccount)
      return { field: 'content_requests', message: REQUEST_MESSAGES.tooManyUrls };
    const bad = urls.find((url) => !isHttpUrl(url));
    if (bad !== undefined) return { field: 'content_requests', message: invalidUrlMessage(bad) };
  }
  return null;
}

export const CASE_STUDY_FIELDS = [
  'title',
  'brandPartner',
  'campaignSummary',
  'campaignResults',
  'campaignObjectives',
  'highlightedContentUrl',
] as const;
export const CASE_STUDY_LABELS: Record<(typeof CASE_STUDY_FIELDS)[number], string> = {
  title: 'Title',
  brandPartner: 'Brand Partner',
  campaignSummary: 'Campaign Summary',
  campaignResults: 'Campaign Results',
  campaignObjectives: 'Campaign Objectives',
  highlightedContentUrl: 'Highlighted Content URL',
};

/** Case study: every field but the thumbnail is required (ours: 'Please enter the {label}'). */
export function checkCaseStudy(fields: Partial<CaseStudyFields>): FieldProblem | null {
  for (const field of CASE_STUDY_FIELDS)
    if (!fields[field]?.trim()) return { field, message: `Please enter the ${CASE_STUDY_LABELS[field]}` };
  if (!isHttpUrl(fields.highlightedContentUrl!))
    return { field: 'highlightedContentUrl', message: invalidUrlMessage(fields.highlightedContentUrl!) };
  return null;
}

/** My Requests: the note cut to 50 characters. */
export function notePreview(note: string): string {
  return note.length > REQUEST_LIMITS.notePreview ? `${note.slice(0, REQUEST_LIMITS.notePreview)}…` : note;
}

/** `:key` of GET /api/uploads/:key. */
export interface UploadKeyParams {
  key: string;
}

export type TalentRequestFormData = TalentRequest['form_data'];
export type TalentRequestUpload = TalentRequest['uploads'][number];
