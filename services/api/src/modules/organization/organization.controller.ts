import { Body, Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API } from '@tpp/contracts';
import { Endpoint } from '../../infrastructure/http/endpoint.js';
import { SessionRequired } from '../../infrastructure/http/openapi.js';
import type { User } from '../accounts/accounts.types.js';
import { CurrentTeam, CurrentUser } from '../accounts/auth/decorators.js';
import type { TeamScope } from '../accounts/auth/request-auth.js';
import { SignedInGuard } from '../accounts/auth/signed-in.guard.js';
import {
  ContactInfoDto,
  InvitationDto,
  InvitationIdDto,
  InvitationsResponseDto,
  InviteDto,
  OrganizationMembersResponseDto,
  OrganizationMemberDto,
  RemoveMemberDto,
  SetCreditCapDto,
  TeamInfoResponseDto,
} from './organization.dto.js';
import { OrganizationService } from './organization.service.js';
import { SuccessDto } from '../../infrastructure/http/success.dto.js';

const CREDIT_CAP_RULES = [
  'Setting a cap starts a new period: the member may then take `cap` credits of the team; requests that end',
  'in error give theirs back. Team admins and platform admins are never capped (409 ADMIN_NOT_CAPPED); a user',
  'outside the team answers 404 MEMBER_NOT_FOUND.',
].join(' ');

/** Manage Organization (Settings): contact information, members, invitations of the caller's team. */
@ApiTags('organization')
@Controller()
@UseGuards(SignedInGuard)
@SessionRequired()
export class OrganizationController {
  constructor(private readonly organization: OrganizationService) {}

  @Endpoint(API.organization.teamInfo, {
    summary: "The team's contact information (what the public Contact modal shows)",
    ok: TeamInfoResponseDto,
  })
  teamInfo(@CurrentTeam() team: TeamScope) {
    return this.organization.teamInfo(team);
  }

  @Endpoint(API.organization.contactInfo, {
    summary: "Saves the team's contact information (team admins and admins)",
    description: "Every field optional: an absent one stays, '' clears it. The public pages follow at once.",
    ok: TeamInfoResponseDto,
  })
  saveContactInfo(@Body() body: ContactInfoDto, @CurrentTeam() team: TeamScope) {
    return this.organization.saveContactInfo(team, body);
  }

  @Endpoint(API.userConfiguration.teamMembers, {
    summary: "The team's members with their role (every member: who they can write to)",
    ok: OrganizationMembersResponseDto,
  })
  members(@CurrentTeam() team: TeamScope) {
    return this.organization.members(team);
  }

  @Endpoint(API.organization.removeMember, {
    summary: "Removes a member from the team (team admins and admins): only this team's access ends",
    description:
      'The team keeps at least one team admin (409 LAST_TEAM_ADMIN); nobody removes themselves; a platform ' +
      'admin is removed only by a platform admin (403 PLATFORM_ADMIN_PROTECTED). The member stays signed in ' +
      'with their other teams, or none.',
    ok: SuccessDto,
    errors: [404, 409],
  })
  removeMember(@Body() body: RemoveMemberDto, @CurrentTeam() team: TeamScope) {
    return this.organization.removeMember(team, body.user_id);
  }

  @Endpoint(API.organization.setCreditCap, {
    summary: "Caps a member's Add Talent credits (team admins and admins); null removes the cap",
    description: CREDIT_CAP_RULES,
    ok: OrganizationMemberDto,
    errors: [404, 409],
  })
  setCreditCap(@Body() body: SetCreditCapDto, @CurrentTeam() team: TeamScope) {
    return this.organization.setCreditCap(team, body.user_id, body.cap);
  }

  @Endpoint(API.organization.invitations, {
    summary: 'Pending invitations, newest first (team admins and admins)',
    ok: InvitationsResponseDto,
  })
  invitations(@CurrentTeam() team: TeamScope) {
    return this.organization.invitations(team);
  }

  @Endpoint(API.organization.invite, {
    summary: 'Invites an address with a role (team admins and admins)',
    description:
      'Mails the account-confirmation link /new-user-confirm/{code}, valid 14 days; the membership starts when it is ' +
      'accepted. An address with a pending invitation gets it again. An address with an account elsewhere is ' +
      'answered the same (its owner is told by mail); 409 ALREADY_MEMBER only for a member of this team.',
    ok: InvitationDto,
    errors: [409],
  })
  invite(@Body() body: InviteDto, @CurrentTeam() team: TeamScope, @CurrentUser() user: User) {
    return this.organization.invite(team, user, body);
  }

  @Endpoint(API.organization.resendInvitation, {
    summary: 'Sends a pending invitation again with a new link, valid 14 days; the old link stops working',
    ok: InvitationDto,
    errors: [404],
  })
  resend(@Body() body: InvitationIdDto, @CurrentTeam() team: TeamScope, @CurrentUser() user: User) {
    return this.organization.resend(team, user, body.invitation_id);
  }

  @Endpoint(API.organization.revokeInvitation, {
    summary: 'Revokes a pending invitation: its link stops working',
    ok: SuccessDto,
    errors: [404],
  })
  revoke(@Body() body: InvitationIdDto, @CurrentTeam() team: TeamScope) {
    return this.organization.revoke(team, body.invitation_id);
  }
}
