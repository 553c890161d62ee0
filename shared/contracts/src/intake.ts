import type { SocialPlatform } from './talent.js';

/** Add Talent and Talent Data Authorization (docs/product/requests-and-intake.md). */

/** One social account of an add-talent request. */
export interface RequestedSocial {
  platform: SocialPlatform;
  /** The handle (lower case, no @). */
  handle: string;
  primary: boolean;
}

/** GET /api/check-social: `url` is the handle or link as typed. */
export interface CheckSocialQuery {
  url: string;
  platform: SocialPlatform;
}

/** The team already has this account on its roster. */
export interface ExistingSocialCreator {
  influencer_id: number;
  fullname: string;
  platform: SocialPlatform;
  handle: string;
}

export interface CheckedSocial {
  platform: SocialPlatform;
  handle: string;
  profile_url: string;
}

export type CheckSocialResponse = { existing: ExistingSocialCreator } | { social: CheckedSocial };

/** At most this many accounts in one add-talent request. */
export const MAX_REQUESTED_SOCIALS = 10;
/** The longest talent name. */
export const MAX_TALENT_NAME_LENGTH = 200;

export interface AddInfluencerBody {
  name: string;
  socials: RequestedSocial[];
}

export interface AddInfluencerRequest {
  influencer: AddInfluencerBody;
}

export const ADD_TALENT_TASK_STATES = ['pending', 'completed', 'error'] as const;
export type AddTalentTaskState = (typeof ADD_TALENT_TASK_STATES)[number];

/** An add-talent task (spec: Add-talent task) plus its id and the reason of an error. */
export interface AddTalentTask {
  id: number;
  influencer_name: string;
  /** The creator's portrait once the data arrived. */
  portrait_url: string | null;
  /** Set when completed: the profile link works only then. */
  influencer_id: number | null;
  is_completed: boolean;
  has_error: boolean;
  /** Why the task ended in error (shown on its card). */
  error_message: string | null;
  requested_socials: RequestedSocial[];
  primary_social: RequestedSocial;
  created_at: string;
  completed_at: string | null;
}

export interface AddInfluencerResponse {
  task: AddTalentTask;
  /** Credits left after this request. */
  credits: number;
  /** The caller's own cap, when a team admin set one (null: only the team's credits count). */
  my_credits: MemberCredits | null;
}

/** GET /api/tasks/add-influencer: the team's tasks, newest first, and its credits left. */
export interface AddTalentTasksResponse {
  tasks: AddTalentTask[];
  credits: number;
  /** The caller's own cap, when a team admin set one (null: only the team's credits count). */
  my_credits: MemberCredits | null;
}

/**
 * A member's Add Talent cap (set by a team admin on Manage Organization; team admins are never
 * capped). The period runs from when the cap was set: `used` counts the member's requests since
 * then that did not end in error (a failed request gives its credit back).
 */
export interface MemberCredits {
  cap: number;
  used: number;
  /** cap - used, never below 0. The team's own credits still limit every request. */
  left: number;
  /** ISO time the cap was set: the start of the period. */
  since: string;
}

/** The largest cap a team admin can set on a member. */
export const MEMBER_CREDIT_CAP_MAX = 10000;

/** A member's cap, what they spent of it since `since` (ISO), and what is left. */
export function memberCredits(cap: number, used: number, since: string): MemberCredits {
  return { cap, used, left: Math.max(0, cap - used), since };
}

/** Talent Data Authorization: the data-authorization platforms. */
export const DATA_AUTHORIZATION_PLATFORMS = [
  'tiktok',
  'instagram',
  'youtube',
] as const satisfies readonly SocialPlatform[];

export interface LoginSocial {
  social_id: number;
  platform: SocialPlatform;
  handle: string;
  connected: boolean;
  connected_at: string | null;
}

/**
 * How long a login link works after it was made or rotated (the security review's issue: a
 * forwarded or leaked link must not open the creator's accounts to connections for ever). A team
 * admin rotates a link to renew it; the old link stops working at once.
 */
export const LOGIN_LINK_LIFETIME_DAYS = 30;

/** Spec: Influencer login (influencer_id, fullname, platforms, login_url, socials), plus its expiry. */
export interface InfluencerLogin {
  influencer_id: number;
  fullname: string;
  /** The platforms the creator has connected. */
  platforms: SocialPlatform[];
  login_url: string;
  socials: LoginSocial[];
  created_at: string;
  /** ISO timestamp: the link works until then (LOGIN_LINK_LIFETIME_DAYS after it was made or rotated). */
  expires_at: string;
  expired: boolean;
}

/** GET /api/team-influencer-logins. */
export interface InfluencerLoginsResponse {
  logins: InfluencerLogin[];
  /** Connected accounts over every login of the team. */
  connected_socials: number;
}

export interface CreateInfluencerLoginRequest {
  influencer_id: number;
}

export interface InfluencerLoginResponse {
  login: InfluencerLogin;
}

/** POST /api/team-influencer-logins/rotate: a new link for the creator; the old one stops working. */
export interface RotateInfluencerLoginRequest {
  influencer_id: number;
}

/** What the creator does to connect an account: the offline provider asks to confirm ownership. */
export interface ConnectStep {
  kind: 'confirm_ownership' | 'redirect';
  /** redirect: where the creator signs in with the platform. */
  url?: string;
}

/** The path parameter of the public connect calls. */
export interface LoginTokenPathParams {
  token: string;
}

export interface ConnectAccount {
  social_id: number;
  platform: SocialPlatform;
  handle: string;
  profile_url: string;
  connected: boolean;
  step: ConnectStep;
}

/** GET /api/public/talent-connect/:token: the public connect page. */
export interface TalentConnectPage {
  fullname: string;
  team_name: string;
  provider: string;
  accounts: ConnectAccount[];
}

/** POST /api/public/talent-connect/:token. */
export interface ConnectAccountRequest {
  social_id: number;
  /** The offline provider: the creator confirms owning the account. */
  confirm_ownership: boolean;
}

/** Error codes of the intake module (Add Talent and Talent Data Authorization). */
export const INTAKE_ERROR_CODES = {
  /** Spec `no_credits`: the team's add-talent credits ran out. */
  noCredits: 'NO_CREDITS',
  /** The member spent the credits their team admin allows them this period (409, names the cap). */
  memberCapReached: 'MEMBER_CAP_REACHED',
  /** A handle or link that breaks the handle/link rule (the rule's message). */
  invalidSocial: 'INVALID_SOCIAL',
  /** An account already on the team's roster. */
  teamHasAccount: 'TEAM_HAS_ACCOUNT',
  /** The same account twice in one request. */
  duplicateSocial: 'DUPLICATE_SOCIAL',
  /** No social, no name, or not exactly one primary. */
  invalidRequest: 'INVALID_ADD_TALENT_REQUEST',
  /** A login link that does not exist (or a creator that is not the team's). */
  loginNotFound: 'LOGIN_NOT_FOUND',
  /** A login link past its expiry (410): the connect page says so and asks for a new link. */
  loginExpired: 'LOGIN_EXPIRED',
  /** The offline provider needs the creator to confirm owning the account. */
  ownershipNotConfirmed: 'OWNERSHIP_NOT_CONFIRMED',
} as const;
export type IntakeErrorCode = (typeof INTAKE_ERROR_CODES)[keyof typeof INTAKE_ERROR_CODES];
