import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INVITATION_LIFETIME_DAYS,
  ORGANIZATION_ERROR_CODES,
  ORGANIZATION_MESSAGES,
  normaliseEmail,
  type ContactInfoRequest,
  type Invitation,
  type InvitationsResponse,
  type InviteRequest,
  type OrganizationMembersResponse,
  type SuccessResponse,
  type TeamInfoResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { MailService } from '../../../infrastructure/mail/mail.service.js';
import { PublicRosterCache } from '../../talent/services/public-roster-cache.js';
import type { User } from '../accounts.types.js';
import { authorize } from '../auth/policies.js';
import type { TeamScope } from '../auth/request-auth.js';
import { mapSuccess } from '../dto/account-answers.mapper.js';
import { invitationMail } from '../services/account-mails.js';
import { AuthTokenService } from '../services/auth-token.service.js';
import { OrganizationException } from './organization.errors.js';
import { mapInvitation, mapMember, mapTeamInfo } from './organization.mapper.js';
import { OrganizationRepository, type ContactInfoPatch } from './organization.repository.js';

const INVITATION_LIFETIME_SECONDS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60;

/** '' clears a field; an absent field stays as it is. */
const cleared = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value.trim() === '' ? null : value.trim();

/**
 * Manage Organization: the contact information behind the public 'Contact' button, the members
 * with removal, and invitations by email. Writes are for team admins and admins (POLICIES).
 */
@Injectable()
export class OrganizationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly organization: OrganizationRepository,
    private readonly tokens: AuthTokenService,
    private readonly mail: MailService,
    private readonly rosterCache: PublicRosterCache,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async teamInfo(team: TeamScope): Promise<TeamInfoResponse> {
    return mapTeamInfo(await this.organization.teamInfo(team.teamId));
  }

  async saveContactInfo(team: TeamScope, request: ContactInfoRequest): Promise<TeamInfoResponse> {
    authorize(team, 'organization.contactInfo');
    const patch: ContactInfoPatch = {};
    const email = cleared(request.email);
    if (email !== undefined) patch.contact_email = email && normaliseEmail(email);
    const phone = cleared(request.phone);
    if (phone !== undefined) patch.phone_number = phone;
    const homepage = cleared(request.homepage);
    if (homepage !== undefined) patch.homepage = homepage;
    const bio = cleared(request.bio);
    if (bio !== undefined) patch.bio = bio;
    const saved = await this.organization.updateContactInfo(team.teamId, patch);
    // The public roster, its sheets and collections show the contact data: drop their cached copies.
    this.rosterCache.invalidate(team.teamId);
    return mapTeamInfo(saved);
  }

  async members(team: TeamScope): Promise<OrganizationMembersResponse> {
    return { members: (await this.organization.members(team.teamId)).map(mapMember) };
  }

  /** Removes a member; the team keeps a team admin, and the member's sessions end at once. */
  async removeMember(team: TeamScope, userId: number): Promise<SuccessResponse> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const memberships = await this.organization.lockMemberships(tx, team.teamId);
      const member = memberships.find((m) => m.user_id === userId);
      if (!member) throw new OrganizationException(ORGANIZATION_ERROR_CODES.memberNotFound);
      if (userId === team.userId) throw new OrganizationException(ORGANIZATION_ERROR_CODES.cannotRemoveSelf);
      const otherAdmins = memberships.filter((m) => m.role === 'team_admin' && m.user_id !== userId);
      if (member.role === 'team_admin' && otherAdmins.length === 0)
        throw new OrganizationException(ORGANIZATION_ERROR_CODES.lastTeamAdmin);
      await this.organization.removeMember(tx, team.teamId, userId);
    });
    return mapSuccess();
  }

  async invitations(team: TeamScope): Promise<InvitationsResponse> {
    authorize(team, 'organization.manageMembers');
    return { invitations: (await this.organization.invitations(team.teamId)).map(mapInvitation) };
  }

  /**
   * Invites an address with a role: an account without password (as RegistrationService.invite),
   * the membership, and a mailed registration code valid for INVITATION_LIFETIME_DAYS. Inviting
   * an address with a pending invitation sends it again.
   */
  async invite(team: TeamScope, inviter: User, request: InviteRequest): Promise<Invitation> {
    authorize(team, 'organization.manageMembers');
    const email = normaliseEmail(request.email);
    const invitationId = await this.db.transaction(async (tx) => {
      await this.organization.lockMemberships(tx, team.teamId);
      const existing = await this.organization.invitee(tx, team.teamId, email);
      if (existing?.confirmed)
        throw new OrganizationException(
          existing.member_of_team
            ? ORGANIZATION_ERROR_CODES.alreadyMember
            : ORGANIZATION_ERROR_CODES.accountExists,
          {
            fields: {
              email: [
                existing.member_of_team
                  ? ORGANIZATION_MESSAGES.alreadyMember
                  : ORGANIZATION_MESSAGES.accountExists,
              ],
            },
          },
        );
      const userId = existing?.id ?? (await this.organization.insertInvitedUser(tx, email));
      await this.organization.insertMembership(tx, team.teamId, userId, request.role);
      const pending = await this.organization.pendingIdFor(tx, team.teamId, email);
      let id: number;
      if (pending !== null) {
        await this.organization.markResent(
          tx,
          pending,
          request.role,
          inviter.id,
          INVITATION_LIFETIME_SECONDS,
        );
        id = pending;
      } else {
        id = await this.organization.insertInvitation(tx, {
          teamId: team.teamId,
          userId,
          email,
          role: request.role,
          invitedBy: inviter.id,
          lifetimeSeconds: INVITATION_LIFETIME_SECONDS,
        });
      }
      await this.queueInvitation(tx, team, inviter, email, await this.issueCode(tx, userId, email));
      return id;
    });
    return this.invitationSent(team, invitationId);
  }

  /** Sends a pending (or expired) invitation again with a new link; the old link stops working. */
  async resend(team: TeamScope, inviter: User, invitationId: number): Promise<Invitation> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const invitation = await this.organization.invitation(tx, team.teamId, invitationId);
      if (!invitation) throw new OrganizationException(ORGANIZATION_ERROR_CODES.invitationNotFound);
      const userId = await this.organization.invitedUserOf(tx, invitationId);
      await this.organization.markResent(
        tx,
        invitationId,
        invitation.role,
        inviter.id,
        INVITATION_LIFETIME_SECONDS,
      );
      const code = await this.issueCode(tx, userId, invitation.email);
      await this.queueInvitation(tx, team, inviter, invitation.email, code);
    });
    return this.invitationSent(team, invitationId);
  }

  /** Revokes a pending invitation: its link stops working and the invited person is no member. */
  async revoke(team: TeamScope, invitationId: number): Promise<SuccessResponse> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const invitation = await this.organization.invitation(tx, team.teamId, invitationId);
      if (!invitation) throw new OrganizationException(ORGANIZATION_ERROR_CODES.invitationNotFound);
      await this.organization.revokeInvitation(tx, team.teamId, invitationId);
    });
    return mapSuccess();
  }

  private async issueCode(tx: Queryable, userId: number, email: string): Promise<string> {
    await this.organization.expireRegistrationCodes(tx, userId);
    return this.tokens.issue('registration', { userId, email }, INVITATION_LIFETIME_SECONDS * 1000, tx);
  }

  /** Queues the invitation's mail in the transaction that issues its code. */
  private async queueInvitation(
    tx: Queryable,
    team: TeamScope,
    inviter: User,
    email: string,
    code: string,
  ): Promise<void> {
    const teamName = await this.organization.teamName(team.teamId, tx);
    const link = `${this.config.publicUrl}/new-user-confirm/${code}`;
    await this.mail.queue(
      tx,
      invitationMail(
        email,
        teamName,
        inviter.fullName.trim() || inviter.email,
        link,
        INVITATION_LIFETIME_DAYS,
      ),
    );
  }

  /** After the commit: wakes the mail workers and answers the invitation. */
  private async invitationSent(team: TeamScope, invitationId: number): Promise<Invitation> {
    this.mail.wake();
    const invitation = await this.organization.invitation(this.db, team.teamId, invitationId);
    return mapInvitation(invitation!);
  }
}
