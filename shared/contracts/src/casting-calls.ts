/** Creator Calls (casting calls) and the team's response sheet to one. */

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

/** POST /api/admin/casting-calls (admins only; brand-side creation is outside the spec). */
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
}
