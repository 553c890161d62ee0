import type { ActingAs } from './admin.js';
/** Request and answer types of the account area (docs/product/accounts-and-sign-in.md). */

export type TeamRole = 'member' | 'team_admin' | 'team_contact';

/** Team settings carried in the session. */
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
/** A sign-in that is complete: the session cookie is set and this is the session document. */
export interface SignedInResponse {
  success: true;
  user: UserStatus;
  /**
   * Only when the sign-in just turned on two-factor sign-in (the enrolment step): the single-use
   * recovery codes, shown once.
   */
  recovery_codes?: string[];
}

/**
 * What a sign-in still needs before it gets a session (no session exists yet; a short-lived,
 * httpOnly sign-in challenge cookie remembers the correct first step):
 * - `email_code`: a one-time code mailed to the account's address (a new address signing in to
 *   an account that many addresses guessed at, or the first two-factor set-up);
 * - `totp`: a code of the user's authenticator app, or one of their recovery codes;
 * - `totp_setup`: staff and platform admins must set up an authenticator app first.
 */
export type SignInStep = 'email_code' | 'totp' | 'totp_setup';

export interface SignInStepResponse {
  success: true;
  second_step: SignInStep;
  /** Where a mailed code went, masked (`a•••@agency.example`); only for `email_code`. */
  email_hint?: string | null;
}

/** The httpOnly cookie that carries a pending sign-in's challenge between its steps (10 minutes). */
export const SIGN_IN_CHALLENGE_COOKIE = 'tpp_signin';

/** The answer of every call that can sign in: signed in, or a further step is needed. */
export type SignInResponse = SignedInResponse | SignInStepResponse;

/** POST /api/user/account/signin/verify: the code of the pending step. */
export interface SignInCodeRequest {
  /** A mailed code (`email_code`) or an authenticator code (`totp`): 6 digits. */
  code?: string;
  /** Instead of `code` at the `totp` step: one of the user's recovery codes (single use). */
  recovery_code?: string;
}

/** A new authenticator secret to add to an app (set-up, at sign-in or in Settings). */
export interface TwoFactorSetupResponse {
  /** The shared secret in base32, for typing it in. */
  secret: string;
  /** The `otpauth://totp/…` URI the app reads (as a QR code or pasted). */
  otpauth_uri: string;
}

/** Confirms a set-up, regenerates recovery codes or turns two-factor sign-in off. */
export interface TwoFactorCodeRequest {
  /** A current code of the authenticator app (6 digits). */
  code?: string;
  /** Instead of `code` (not for confirming a set-up): one of the recovery codes. */
  recovery_code?: string;
}

/** GET /api/user/two-factor: the signed-in user's own second factor. */
export interface TwoFactorStatusResponse {
  enabled: boolean;
  /** Staff and platform admins: required, cannot be turned off. */
  required: boolean;
  /** When it was turned on (ISO 8601), null when off. */
  enabled_at: string | null;
  recovery_codes_left: number;
}

export interface RecoveryCodesResponse {
  success: true;
  /** Shown once: only their hashes are kept. */
  recovery_codes: string[];
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

/** Machine codes in ApiErrorBody.error for the account area (sign-in, mailed links, passwords, registration). */
export const ACCOUNT_ERROR_CODES = {
  /** Sign-in with an unknown email or a wrong password (401, one answer for both). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** A magic link that is unknown, used or expired (400). */
  magicLinkInvalid: 'MAGIC_LINK_INVALID',
  /** A password reset code that is unknown, used or expired (400). */
  resetLinkInvalid: 'RESET_LINK_INVALID',
  /** Looking up a registration code that is unknown, used or expired (404). */
  registrationCodeNotFound: 'REGISTRATION_CODE_NOT_FOUND',
  /** Confirming an account with a code that is unknown, used or expired (400). */
  registrationCodeInvalid: 'REGISTRATION_CODE_INVALID',
  /** The confirmed email is not the invited one (400, on the email field). */
  emailMismatch: 'EMAIL_MISMATCH',
  /** Changing the password with a wrong current password (400, on old_password). */
  wrongPassword: 'WRONG_PASSWORD',
  /** A signed-in user without a team calls a team route (403). */
  noTeam: 'NO_TEAM',
  /** A second sign-in step without a pending sign-in (none, expired, or another step) (401). */
  signInStepExpired: 'SIGN_IN_STEP_EXPIRED',
  /** A wrong, used or expired code at a second sign-in step or in the two-factor settings (400, on the field). */
  invalidCode: 'INVALID_CODE',
  /** Setting up two-factor sign-in that is already on (409). */
  twoFactorAlreadyOn: 'TWO_FACTOR_ALREADY_ON',
  /** Confirming, regenerating or turning off two-factor sign-in that is not on / not set up (409). */
  twoFactorNotOn: 'TWO_FACTOR_NOT_ON',
  /** Staff and platform admins cannot turn two-factor sign-in off (403). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** Two-factor settings while acting as a team or seeing the app as another user (403). */
  twoFactorWhileActing: 'TWO_FACTOR_WHILE_ACTING',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];
