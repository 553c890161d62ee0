import type { Invitation, InvitationRole, OrganizationMember, TeamInfoResponse } from '@tpp/contracts';
import type { InvitationRow, MemberRow, TeamInfoRow } from './organization.repository.js';

export function mapTeamInfo(row: TeamInfoRow): TeamInfoResponse {
  return {
    contact_email: row.contact_email,
    phone_number: row.phone_number,
    homepage: row.homepage,
    bio: row.bio,
  };
}

export function mapMember(row: MemberRow): OrganizationMember {
  return { id: row.id, full_name: row.full_name, email: row.email, role: row.role };
}

export function mapInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: (row.role === 'team_admin' ? 'team_admin' : 'member') satisfies InvitationRole,
    invited_by: row.invited_by ?? '',
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expired,
  };
}
