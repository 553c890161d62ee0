/**
 * What a brand sees of a shared sheet without an account: the sheet's pages, a creator's profile
 * on it, the registration gate and the response form.
 */
import type { SheetType } from './sheets.js';
import type { PublicProfileResponse, RosterCard, TeamDisplaySettings } from './talent.js';

/** The team fields every public sheet and collection carries. */
export interface PublicTeamFields {
  team_id: number;
  team_name: string;
  team_image_url: string | null;
  team_contact_email: string | null;
  team_phone: string | null;
  team_homepage: string | null;
  team_bio: string | null;
}

export interface PublicSheetInfluencer extends RosterCard {
  note: string;
  note_html: string;
}

/** GET /api/public/talent-sheets/{hashId}?page=&limit=&with_stats= (cacheable: ETag, 304). */
export interface PublicTalentSheet extends PublicTeamFields {
  id: string;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  influencer_ids: number[];
  /** Notes of the creators on this page: influencer id -> note / sanitised HTML. */
  notes: Record<string, string>;
  settings: TeamDisplaySettings;
  access_restricted: boolean;
  /**
   * True when the team requires registration and this browser has not passed the sheet's gate:
   * the answer then carries no creator (influencers, influencer_ids and notes empty, reach 0);
   * total_influencers still says how many the sheet holds.
   */
  withheld: boolean;
  campaign_description: string | null;
  reach: number;
  created_at: string;
  page: number;
  limit: number;
  total_influencers: number;
  influencers: PublicSheetInfluencer[];
  error?: string;
}

export interface PublicSheetQuery {
  page?: number;
  limit?: number;
  with_stats?: boolean;
}

/** GET /api/public/talent-sheet-profile. */
export interface PublicSheetProfileQuery {
  salesheet_id: string;
  influencer_id: number;
}

/** GET /api/public/talent-sheet-profile?salesheet_id=&influencer_id= */
export interface PublicSheetProfileResponse extends PublicProfileResponse {
  salesheet_id: string;
  note: string;
  note_html: string;
}

/** POST /api/register-sheet-viewer (rate-limited per IP). */
export interface RegisterSheetViewerRequest {
  email: string;
  talentSheetId: string;
}

export interface RegisterSheetViewerResponse {
  success: true;
}

/**
 * POST /api/sheet-viewer/confirm: the landing page of the link the registration gate mails. The
 * token proves the visitor reads that mailbox; this browser's viewer id becomes verified for it.
 */
export interface ConfirmSheetViewerRequest {
  token: string;
}

export interface ConfirmSheetViewerResponse {
  /** The confirmed address. */
  email: string;
  /** The sheet the link was asked for (where the page continues). */
  sheet_id: string;
}

/**
 * POST /api/talent-sheet-response-form (rate-limited per IP). The spec lists both spellings of the
 * responder fields; either is accepted.
 */
export interface TalentSheetResponseFormRequest {
  talent_sheet_id: string;
  liked_influencers: number[];
  responderName?: string;
  responderEmail?: string;
  responder_name?: string;
  responder_email?: string;
  comments?: string;
}

export interface TalentSheetResponseFormResponse {
  success: true;
}
