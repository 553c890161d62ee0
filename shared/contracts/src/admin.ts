import type { SuccessResponse } from './account.js';

/* ------------------------------------------------------------------------------------------ */
/* Admins and staff: acting as a team, spoofing a user, the audit log, disabling accounts.      */
/* ------------------------------------------------------------------------------------------ */

/** Spec "Admin team entry". */
export interface AdminTeam {
  id: number;
  team_name: string;
  is_active: boolean;
}
export interface AdminTeamsResponse {
  teams: AdminTeam[];
}

/** POST /api/admin/settings: act as this team everywhere (the page reloads). */
export interface AdminSettingsRequest {
  team_id: number;
}
/** POST /api/admin/user/settings/fake-id: staff see the app as this user. */
export interface FakeIdRequest {
  user_id: number;
}
export type ActingResponse = SuccessResponse;

/** Who the session acts as, for the shell's banner (null when the caller is themselves). */
export type ActingAs =
  | { kind: 'team'; team_id: number; team_name: string; real_email: string }
  | { kind: 'user'; user_id: number; email: string; full_name: string; real_email: string };

/** One audit entry: who, as whom, when, what. */
export interface AuditEntry {
  id: number;
  actor_email: string;
  as_team_name: string | null;
  as_user_email: string | null;
  action: string;
  created_at: string;
}
export interface AuditLogQuery {
  page?: number;
}
export interface AuditLogResponse {
  entries: AuditEntry[];
  page: number;
  has_more: boolean;
}

/**
 * An account's state in the admins' user list, read from the data: `disabled` (the account is
 * switched off), `active` (a member of an organization), `invited` (no organization yet, an
 * invitation pending), `invitation_expired` (no organization, its invitation ran out) and
 * `no_organization` (no membership and no pending invitation).
 */
export const ADMIN_USER_STATUSES = [
  'active',
  'invited',
  'invitation_expired',
  'no_organization',
  'disabled',
] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** What the user list shows for a status: its words, capitalised ('Invitation expired'). */
export function adminUserStatusLabel(status: AdminUserStatus): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Admins look users up to disable or re-enable them, staff to see the app as one of them. */
export interface AdminUser {
  id: number;
  email: string;
  full_name: string;
  /** The organization the user belongs to, else the one a pending invitation is for. */
  team_name: string | null;
  is_admin: boolean;
  is_staff: boolean;
  account_disabled: boolean;
  status: AdminUserStatus;
}
export interface AdminUsersQuery {
  q?: string;
}
export interface AdminUsersResponse {
  users: AdminUser[];
}
export interface AccountDisabledRequest {
  user_id: number;
  account_disabled: boolean;
}

export const AUDIT_LOG_PAGE_SIZE = 50;
export const ADMIN_USERS_LIMIT = 50;
export const ADMIN_USER_QUERY_MAX = 200;

export const ADMIN_ERROR_CODES = {
  adminOnly: 'ADMIN_ONLY',
  staffOnly: 'STAFF_ONLY_SPOOF',
  cannotSpoof: 'CANNOT_SPOOF',
  cannotDisableSelf: 'CANNOT_DISABLE_SELF',
  cannotEnableSelf: 'CANNOT_ENABLE_SELF',
  lastAdmin: 'LAST_ADMIN',
  cannotSpoofDisabled: 'CANNOT_SPOOF_DISABLED',
  teamNotFound: 'TEAM_NOT_FOUND',
  userNotFound: 'USER_NOT_FOUND',
} as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];

export const ADMIN_MESSAGES = {
  adminOnly: 'Only administrators can do this.',
  staffOnly: 'Only staff can spoof a user.',
  cannotSpoof: 'Staff cannot spoof another staff member or an admin.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotEnableSelf: 'You cannot re-enable your own account: another admin has to.',
  lastAdmin: 'The last active platform admin cannot be disabled.',
  cannotSpoofDisabled: 'Staff cannot spoof a disabled account.',
  teamNotFound: 'The organization could not be found.',
  userNotFound: 'The user could not be found.',
  viewAsUser: 'View as User',
  actingAsTeam: 'You are acting as',
  spoofing: 'You are viewing the app as',
  returnToOwn: 'Return to My Account',
} as const;
