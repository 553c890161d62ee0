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
  type OrganizationMember,
  type OrganizationMembersResponse,
  type SuccessResponse,
  type TeamInfoResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { hashToken } from '../../common/secure-token.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { Queryable } from '../../infrastructure/database/queryable.js';
import { TeamPublicDataEvents } from '../../infrastructure/http/team-public-data-events.js';
import { MailService } from '../../infrastructure/mail/mail.service.js';
import type { User } from '../accounts/accounts.types.js';
import { authorize, isAllowed } from '../accounts/auth/policies.js';
import type { TeamScope } from '../accounts/auth/request-auth.js';
import { AuthTokenService } from '../accounts/services/auth-token.service.js';
import { OrganizationException } from './organization.errors.js';
import { invitationMail, invitationToExistingAccountMail } from './organization-mails.js';
import { mapInvitation, mapMember, mapTeamInfo } from './organization.mapper.js';
import { OrganizationRepository, type ContactInfoPatch } from './organization.repository.js';
import { mapSuccess } from '../../infrastructure/http/success.dto.js';

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
    private readonly publicData: TeamPublicDataEvents,
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
    // The public roster, its sheets and collections show the contact data: their caches drop it.
    this.publicData.changed(team.teamId);
    return mapTeamInfo(saved);
  }

  /** Every member sees who belongs; team admins and admins also see each member's Add Talent cap. */
  async members(team: TeamScope): Promise<OrganizationMembersResponse> {
    const withCreditCap = isAllowed(team, 'organization.manageMembers');
    return {
      members: (await this.organization.members(team.teamId)).map((row) => mapMember(row, withCreditCap)),
    };
  }

  /**
   * Caps how many Add Talent credits a member may spend (null removes the cap). Setting a cap
   * starts a new period: what the member spent before no longer counts. Team admins and platform
   * admins are never capped (409); another team's user answers 404 like a missing one.
   */
  async setCreditCap(team: TeamScope, userId: number, cap: number | null): Promise<OrganizationMember> {
    authorize(team, 'organization.manageMembers');
    return this.db.transaction(async (tx) => {
      const memberships = await this.organization.lockMemberships(team.teamId, tx);
      const member = memberships.find((m) => m.user_id === userId);
      if (!member) throw new OrganizationException(ORGANIZATION_ERROR_CODES.memberNotFound);
      if (member.role === 'team_admin' || (await this.organization.removalTarget(userId, tx))?.is_admin)
        throw new OrganizationException(ORGANIZATION_ERROR_CODES.adminNotCapped, {
          message: ORGANIZATION_MESSAGES.adminNotCapped,
          fields: { user_id: [ORGANIZATION_MESSAGES.adminNotCapped] },
        });
      const row = await this.organization.setCreditCap(team.teamId, userId, cap, tx);
      if (!row) throw new OrganizationException(ORGANIZATION_ERROR_CODES.memberNotFound);
      return mapMember(row, true);
    });
  }

  /**
   * Removes a member from this team only: the team keeps a team admin; a platform admin is removed
   * only by a platform admin (staff, team admins of the platform's own team, cannot remove one).
   * The member's sessions stay: their current team becomes another team of theirs, or none.
   */
  async removeMember(team: TeamScope, userId: number): Promise<SuccessResponse> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const memberships = await this.organization.lockMemberships(team.teamId, tx);
      const member = memberships.find((m) => m.user_id === userId);
      if (!member) throw new OrganizationException(ORGANIZATION_ERROR_CODES.memberNotFound);
      if (userId === team.userId) throw new OrganizationException(ORGANIZATION_ERROR_CODES.cannotRemoveSelf);
      if ((await this.organization.removalTarget(userId, tx))?.is_admin && !team.isAdmin)
        throw new OrganizationException(ORGANIZATION_ERROR_CODES.platformAdminProtected);
      const otherAdmins = memberships.filter((m) => m.role === 'team_admin' && m.user_id !== userId);
      if (member.role === 'team_admin' && otherAdmins.length === 0)
        throw new OrganizationException(ORGANIZATION_ERROR_CODES.lastTeamAdmin);
      await this.organization.removeMember(team.teamId, userId, tx);
    });
    return mapSuccess();
  }

  async invitations(team: TeamScope): Promise<InvitationsResponse> {
    authorize(team, 'organization.manageMembers');
    return { invitations: (await this.organization.invitations(team.teamId)).map(mapInvitation) };
  }

  /**
   * Invites an address with a role. No membership is created here: it starts when the invitee
   * accepts (confirms the account with this invitation's own link, InvitationAcceptanceRepository).
   * An address without an account gets an account without password (as RegistrationService.invite)
   * and a mailed registration code valid for INVITATION_LIFETIME_DAYS, tied to this invitation
   * only. An address that already has an account (another organization's, say) is answered exactly
   * like a new one, and its owner is told by mail instead of getting a link. Inviting an address
   * with a pending invitation of this team sends it again; only a member of this team answers 409.
   */
  async invite(team: TeamScope, inviter: User, request: InviteRequest): Promise<Invitation> {
    authorize(team, 'organization.manageMembers');
    const email = normaliseEmail(request.email);
    const invitationId = await this.db.transaction(async (tx) => {
      await this.organization.lockMemberships(team.teamId, tx);
      const existing = await this.organization.invitee(team.teamId, email, tx);
      if (existing?.member_of_team)
        throw new OrganizationException(ORGANIZATION_ERROR_CODES.alreadyMember, {
          fields: { email: [ORGANIZATION_MESSAGES.alreadyMember] },
        });
      const userId = existing?.id ?? (await this.organization.insertInvitedUser(email, tx));
      const pending = await this.organization.pendingIdFor(team.teamId, email, tx);
      let id: number;
      if (pending !== null) {
        await this.organization.markResent(
          pending,
          request.role,
          inviter.id,
          INVITATION_LIFETIME_SECONDS,
          tx,
        );
        id = pending;
      } else {
        id = await this.organization.insertInvitation(
          {
            teamId: team.teamId,
            userId,
            email,
            role: request.role,
            invitedBy: inviter.id,
            lifetimeSeconds: INVITATION_LIFETIME_SECONDS,
          },
          tx,
        );
      }
      await this.send(tx, team, inviter, id, { id: userId, confirmed: existing?.confirmed ?? false }, email);
      return id;
    });
    return this.invitationSent(team, invitationId);
  }

  /** Sends a pending (or expired) invitation again with a new link; its old link stops working. */
  async resend(team: TeamScope, inviter: User, invitationId: number): Promise<Invitation> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const invitation = await this.organization.invitation(team.teamId, invitationId, tx);
      if (!invitation) throw new OrganizationException(ORGANIZATION_ERROR_CODES.invitationNotFound);
      const invitee = await this.organization.invitedUserOf(invitationId, tx);
      await this.organization.markResent(
        invitationId,
        invitation.role,
        inviter.id,
        INVITATION_LIFETIME_SECONDS,
        tx,
      );
      await this.send(tx, team, inviter, invitationId, invitee, invitation.email);
    });
    return this.invitationSent(team, invitationId);
  }

  /** Revokes a pending invitation: its link stops working (other teams' links to the person stay). */
  async revoke(team: TeamScope, invitationId: number): Promise<SuccessResponse> {
    authorize(team, 'organization.manageMembers');
    await this.db.transaction(async (tx) => {
      const invitation = await this.organization.invitation(team.teamId, invitationId, tx);
      if (!invitation) throw new OrganizationException(ORGANIZATION_ERROR_CODES.invitationNotFound);
      await this.organization.revokeInvitation(team.teamId, invitationId, tx);
    });
    return mapSuccess();
  }

  /**
   * Mails the invitation in the transaction that (re)sends it. The invitation's earlier link ends
   * (never another invitation's); while the address has no account it gets a new link, once it has
   * one the mail tells its owner about the invitation and carries no link.
   */
  private async send(
    tx: Queryable,
    team: TeamScope,
    inviter: User,
    invitationId: number,
    invitee: { id: number; confirmed: boolean },
    email: string,
  ): Promise<void> {
    await this.organization.endInvitationCode(invitationId, tx);
    const teamName = await this.organization.teamName(team.teamId, tx);
    const inviterName = inviter.fullName.trim() || inviter.email;
    if (invitee.confirmed) {
      await this.mail.queue(
        tx,
        invitationToExistingAccountMail(email, teamName, inviterName, `${this.config.publicUrl}/signin`),
      );
      return;
    }
    const code = await this.tokens.issue(
      'registration',
      { userId: invitee.id, email },
      INVITATION_LIFETIME_SECONDS * 1000,
      tx,
    );
    await this.organization.linkInvitationCode(invitationId, hashToken(code), tx);
    await this.queueInvitation(tx, teamName, inviterName, email, code);
  }

  /** Queues the invitation's mail in the transaction that issues its code. */
  private async queueInvitation(
    tx: Queryable,
    teamName: string,
    inviterName: string,
    email: string,
    code: string,
  ): Promise<void> {
    const link = `${this.config.publicUrl}/new-user-confirm/${code}`;
    await this.mail.queue(tx, invitationMail(email, teamName, inviterName, link, INVITATION_LIFETIME_DAYS));
  }

  /** After the commit: wakes the mail workers and answers the invitation. */
  private async invitationSent(team: TeamScope, invitationId: number): Promise<Invitation> {
    this.mail.wake();
    const invitation = await this.organization.invitation(team.teamId, invitationId);
    return mapInvitation(invitation!);
  }
}
