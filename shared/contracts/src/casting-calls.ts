/** Creator Calls (casting calls) and the team's response sheet to one. */
import { creatorCount } from './display-text.js';

export type CastingCallResponseStatus = 'created' | 'submitted';

export interface CastingCall {
  id: number;
  title: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  deliverables: string | null;
  locations: string | null;
  compensation: string | null;
  brandRepresented: string | null;
  displayImages: string[];
  /** The calling brand's image and name. */
  team_image_url: string | null;
  team_name: string;
  /** The caller team's response sheet, if any. */
  response_sheet_id: string | null;
  response_status: CastingCallResponseStatus | null;
  /** YYYY-MM-DD: the last day (UTC) a team may save or submit a response; null: no deadline. */
  response_deadline: string | null;
  /** The deadline has passed: the call takes no response, new or changed (409 CASTING_CALL_CLOSED). */
  closed: boolean;
  /** When the call was posted (ISO 8601), for 'newest first'. */
  created_at: string;
}

export interface CastingCallsResponse {
  casting_calls: CastingCall[];
}

export interface CastingCallResponse {
  casting_call: CastingCall;
}

/** GET /api/casting-calls/response/{id}. */
export interface CastingCallSheetResponse {
  talent_sheet_id: string | null;
  response_status: CastingCallResponseStatus | null;
}

export interface CastingCallSubmitRequest {
  casting_call_id: number;
}

export interface CastingCallSubmitResponse {
  success: true;
  response_status: 'submitted';
}

/**
 * POST /api/admin/casting-calls creates a call, POST /api/admin/casting-calls/{id} replaces one
 * (staff and platform admins only; brand-side creation is outside the spec).
 */
export interface CreateCastingCallRequest {
  title: string;
  description: string;
  start_date?: string | null;
  end_date?: string | null;
  deliverables?: string | null;
  locations?: string | null;
  compensation?: string | null;
  brandRepresented?: string | null;
  displayImages?: string[];
  brand_name: string;
  brand_image_url?: string | null;
  /** YYYY-MM-DD, the last day responses are taken; null or absent: no deadline. */
  response_deadline?: string | null;
}

/** What the Creator Call screens say about deadlines and submitting. */
export const CREATOR_CALL_MESSAGES = {
  /** The answer to saving or submitting a response to a closed call (409), and its editor's notice. */
  closed: 'This Creator Call is closed: it no longer takes responses.',
  /** After Submit: the brand sees the response as it is saved, changes included. */
  liveAfterSubmit:
    'The brand sees this response as it is now. Changes you save before the deadline are visible to the brand right away.',
  /** The staff and admin screen, for anyone else. */
  manageNotAllowed: 'Only staff and platform administrators can create or edit Creator Calls.',
} as const;

/** The question before Submit: 'Submit 3 creators to Acme?' */
export function submitCreatorCallQuestion(count: number, brand: string): string {
  return `Submit ${creatorCount(count)} to ${brand}?`;
}
