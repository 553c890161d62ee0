import type { ActingAs } from './admin.js';
/** Request and answer types of the account area (spec: public-account-admin.md §7, workspace.md §7). */

export type TeamRole = 'member' | 'team_admin' | 'team_contact';

/** Team settings carried in the session (workspace.md §3 User session). */
export interface TeamSettings {
  pageTheme: string | null;
  noTalentSheets: boolean;
  displayTableColor: string | null;
}

export interface SessionTeam {
  id: number;
  name: string;
  image_url: string | null;
  role: TeamRole;
  is_team_admin: boolean;
  is_team_contact: boolean;
  settings: TeamSettings;
}

export interface UserSettings {
  email: string;
  full_name: string;
  nickname: string;
}

/** GET /api/status when nobody is signed in. */
export interface AnonymousStatus {
  authed: false;
}

/** GET /api/status for a signed-in user: the session fields the spec lists. */
export interface UserStatus {
  authed: true;
  id: number;
  account_id: number;
  user_name: string;
  email: string;
  primary_team_id: number | null;
  selectedTeamId: number | null;
  team_name: string | null;
  teamRole: TeamRole | null;
  teams: SessionTeam[];
  settings: UserSettings;
  teamSettings: TeamSettings;
  favoriteInfluencers: number[];
  search_only: boolean;
  is_admin: boolean;
  is_staff: boolean;
  is_team_admin: boolean;
  noTeam: boolean;
  account_disabled: boolean;
  suspended: boolean;
  /** The 'New Look' notification dialog shows while this is true. */
  show_notification: boolean;
  has_unread_conversations: boolean;
  /** Set while an admin acts as a team or staff spoof a user (the shell's banner). */
  acting_as?: ActingAs | null;
  /** The spec's link to an older site version, only when the server is configured with one. */
  old_site_url?: string | null;
}

export type StatusResponse = AnonymousStatus | UserStatus;

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignInResponse {
  success: true;
  user: UserStatus;
}

export interface EmailRequest {
  email: string;
}
export interface MessageResponse {
  success: true;
  message: string;
}

export interface ResetPasswordRequest {
  code: string;
  new_password: string;
}
export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
}
export interface SuccessResponse {
  success: true;
}

export interface RegistrationLookupRequest {
  code: string;
}
export interface RegistrationLookupResponse {
  email: string;
}
export interface ConfirmAccountRequest {
  code: string;
  password: string;
  email: string;
}

export interface AccountRegistrationRequest {
  name: string;
  email: string;
  affiliation?: string;
}

export interface UserConfiguration {
  email: string;
  full_name: string;
  nickname: string;
}
export interface UserConfigurationUpdate {
  full_name: string;
  nickname: string;
}
