import type { AdminTeam, AdminUser, AdminUserStatus, AuditEntry } from '@tpp/contracts';
import type { AuditRow } from '../../accounts/index.js';
import type { AdminTeamRow, AdminUserRow } from '../repositories/admin.repository.js';

export function mapAdminTeam(row: AdminTeamRow): AdminTeam {
  return { id: row.id, team_name: row.name, is_active: row.is_active };
}

/**
 * The status comes from the data, first match wins: a disabled account; a member of an
 * organization; a pending invitation (expired or not); otherwise no organization.
 */
function adminUserStatus(row: AdminUserRow): AdminUserStatus {
  if (row.account_disabled) return 'disabled';
  if (row.is_member) return 'active';
  if (row.invitation_expired === null) return 'no_organization';
  return row.invitation_expired ? 'invitation_expired' : 'invited';
}

export function mapAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    team_name: row.team_name,
    is_admin: row.is_admin,
    is_staff: row.is_staff,
    account_disabled: row.account_disabled,
    status: adminUserStatus(row),
  };
}

export function mapAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    actor_email: row.actor_email,
    as_team_name: row.as_team_name,
    as_user_email: row.as_user_email,
    action: row.action,
    created_at: new Date(row.created_at).toISOString(),
  };
}
