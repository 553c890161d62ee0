import type { TeamRole } from './account.js';
import type { MemberCredits } from './intake.js';
import type { TeamMember } from './messaging.js';

/** Limits of the organization's contact information (all fields optional; '' clears one). */
export const ORGANIZATION_LIMITS = {
  email: 254,
  phone: 40,
  homepage: 500,
  bio: 2000,
} as const;

/** A phone number: digits with the usual separators, an optional leading +, 5 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]*$/;

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 5 && digits <= 20;
}

/** An absolute http(s) address with a dotted host name (what the public Contact modal links to). */
export const HOMEPAGE_PATTERN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

export function isHomepageUrl(text: string): boolean {
  return HOMEPAGE_PATTERN.test(text);
}

/**
 * How long an invitation (its /new-user-confirm/{code} link) stays valid: 14 days, the lifetime
 * of every registration code (REGISTRATION_CODE_LIFETIME_MS). Long enough for a colleague back
 * from two weeks away; short enough that a forgotten or forwarded mail does not open the team
 * for ever. A team admin resends an expired invitation with a new link.
 */
export const INVITATION_LIFETIME_DAYS = 14;

/** GET /api/user/team-info (spec: contact_email, phone_number, homepage, bio). */
export interface TeamInfoResponse {
  contact_email: string | null;
  phone_number: string | null;
  homepage: string | null;
  bio: string | null;
}

/** POST /api/user/team/contact-info (spec: email, phone, homepage, bio): '' clears a field, an absent one stays. */
export interface ContactInfoRequest {
  email?: string;
  phone?: string;
  homepage?: string;
  bio?: string;
}

/** A member of the team with their role (GET /api/user/team/members). */
export interface OrganizationMember extends TeamMember {
  role: TeamRole;
  /**
   * Only in answers to team admins and admins: the member's Add Talent cap and what they spent
   * of it this period; null when the member has no cap (team admins never have one).
   */
  credit_cap?: MemberCredits | null;
}

/** POST /api/user/team/member/credit-cap: cap a member's Add Talent credits (null removes the cap). */
export interface SetCreditCapRequest {
  user_id: number;
  /** 0 to MEMBER_CREDIT_CAP_MAX, or null for no cap. Setting it starts a new period. */
  cap: number | null;
}
export interface OrganizationMembersResponse {
  members: OrganizationMember[];
}

/** POST /api/user/team/member/remove (spec: user_id). */
export interface RemoveMemberRequest {
  user_id: number;
}

export type InvitationRole = 'member' | 'team_admin';
export const INVITATION_ROLES: readonly InvitationRole[] = ['member', 'team_admin'];

/**
 * A pending invitation (neither accepted nor revoked). The invited person becomes a member only
 * by accepting it (confirming their account with the mailed link).
 */
export interface Invitation {
  id: number;
  email: string;
  role: InvitationRole;
  invited_by: string;
  /** ISO timestamps. */
  sent_at: string;
  expires_at: string;
  expired: boolean;
}
export interface InvitationsResponse {
  invitations: Invitation[];
}

/** POST /api/user/team/invitations. */
export interface InviteRequest {
  email: string;
  role: InvitationRole;
}

/** POST /api/user/team/invitations/revoke and /resend. */
export interface InvitationIdRequest {
  invitation_id: number;
}

export const ORGANIZATION_ERROR_CODES = {
  /** The user is not a member of the caller's team (404, like a missing one). */
  memberNotFound: 'MEMBER_NOT_FOUND',
  /** The last team admin cannot be removed (409). */
  lastTeamAdmin: 'LAST_TEAM_ADMIN',
  /** Team admins do not remove themselves here (409). */
  cannotRemoveSelf: 'CANNOT_REMOVE_SELF',
  /** The invitation is not a pending one of the caller's team (404). */
  invitationNotFound: 'INVITATION_NOT_FOUND',
  /** The address already belongs to a member of this team (409, on email). */
  alreadyMember: 'ALREADY_MEMBER',
  /**
   * A platform admin is removed from a team only by a platform admin (403): staff, team admins
   * of the platform's own team, cannot remove one. (An address with an account in another
   * organization is no error: the inviter is answered as for a new address, the person by mail.)
   */
  platformAdminProtected: 'PLATFORM_ADMIN_PROTECTED',
  /** Team admins spend the team's credits without a cap (409, on user_id). */
  adminNotCapped: 'ADMIN_NOT_CAPPED',
} as const;
export type OrganizationErrorCode = (typeof ORGANIZATION_ERROR_CODES)[keyof typeof ORGANIZATION_ERROR_CODES];

/** User-visible texts of the Manage Organization tab. */
export const ORGANIZATION_MESSAGES = {
  /** The spec's confirmation, exactly. */
  confirmRemoveMember: 'Are you sure you want to remove this user from your organization?',
  contactSaved: 'Contact information saved.',
  invitationSent: 'Invitation sent.',
  lastTeamAdmin: 'An organization keeps at least one team admin.',
  cannotRemoveSelf: 'You cannot remove yourself from your organization.',
  alreadyMember: 'This person is already a member of your organization.',
  platformAdminProtected: 'Only a platform administrator can remove a platform administrator.',
  adminNotCapped: "Team admins are not capped: they can use all of the team's credits.",
  creditCapSaved: 'Credit limit saved.',
} as const;
