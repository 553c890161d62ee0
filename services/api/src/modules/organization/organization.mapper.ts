import {
  memberCredits,
  type Invitation,
  type InvitationRole,
  type MemberCredits,
  type OrganizationMember,
  type TeamInfoResponse,
  type TeamRole,
} from '@tpp/contracts';
import type { InvitationRow, MemberRow, TeamInfoRow } from './organization.repository.js';

export function mapTeamInfo(row: TeamInfoRow): TeamInfoResponse {
  return {
    contact_email: row.contact_email,
    phone_number: row.phone_number,
    homepage: row.homepage,
    bio: row.bio,
  };
}

/** A member; `withCreditCap` (team admins' and admins' answers) adds their Add Talent cap. */
export function mapMember(row: MemberRow, withCreditCap = false): OrganizationMember {
  const member: OrganizationMember = {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
  };
  if (withCreditCap) member.credit_cap = mapMemberCredits(row);
  return member;
}

/** The cap and its period's spending; null without a cap (team admins are never capped). */
export function mapMemberCredits(row: {
  role: TeamRole;
  add_talent_cap: number | null;
  add_talent_cap_since: Date | null;
  add_talent_used: number;
}): MemberCredits | null {
  if (row.role === 'team_admin' || row.add_talent_cap === null || row.add_talent_cap_since === null)
    return null;
  return memberCredits(row.add_talent_cap, row.add_talent_used, row.add_talent_cap_since.toISOString());
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
