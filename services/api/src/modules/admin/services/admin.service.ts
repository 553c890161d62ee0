import { Injectable } from '@nestjs/common';
import {
  ADMIN_ERROR_CODES,
  ADMIN_USERS_LIMIT,
  AUDIT_LOG_PAGE_SIZE,
  type AccountDisabledRequest,
  type ActingResponse,
  type AdminTeamsResponse,
  type AdminUser,
  type AdminUsersResponse,
  type AuditLogResponse,
} from '@tpp/contracts';
import type { User } from '../../accounts/accounts.types.js';
import type { RequestAuth } from '../../accounts/auth/request-auth.js';
import { AdminAuditRepository } from '../../accounts/repositories/admin-audit.repository.js';
import { SessionService } from '../../accounts/services/session.service.js';
import { AdminException } from '../admin.errors.js';
import { mapAdminTeam, mapAdminUser, mapAuditEntry } from '../dto/admin.mapper.js';
import { AdminRepository } from '../repositories/admin.repository.js';

/** Who signed in: an admin acting as a team or staff spoofing a user is still themselves here. */
export function realUserOf(auth: RequestAuth): User {
  return auth.acting?.realUser ?? auth.user;
}

/**
 * Admins (users.is_admin) act as a team, read the audit log and disable accounts; staff
 * (users.is_staff) see the app as a user. Every start, stop and refusal is audited.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly admin: AdminRepository,
    private readonly audit: AdminAuditRepository,
    private readonly sessions: SessionService,
  ) {}

  async teams(auth: RequestAuth): Promise<AdminTeamsResponse> {
    this.requireAdmin(realUserOf(auth));
    return { teams: (await this.admin.teams()).map(mapAdminTeam) };
  }

  async actAsTeam(auth: RequestAuth, teamId: number): Promise<ActingResponse> {
    const real = realUserOf(auth);
    if (!real.isAdmin) {
      await this.record(real, { teamId, action: `Refused: act as team #${teamId} (not an admin)` });
      throw new AdminException(ADMIN_ERROR_CODES.adminOnly);
    }
    const team = await this.admin.team(teamId);
    if (!team?.is_active) throw new AdminException(ADMIN_ERROR_CODES.teamNotFound);
    await this.sessions.setActing(auth.sessionId, { teamId: team.id, userId: null });
    await this.record(real, { teamId: team.id, teamName: team.name, action: 'Started acting as the team' });
    return { success: true };
  }

  async spoofUser(auth: RequestAuth, userId: number): Promise<ActingResponse> {
    const real = realUserOf(auth);
    if (!real.isStaff) {
      await this.record(real, { userId, action: `Refused: spoof user #${userId} (not staff)` });
      throw new AdminException(ADMIN_ERROR_CODES.staffOnly);
    }
    const target = await this.admin.user(userId);
    if (!target) throw new AdminException(ADMIN_ERROR_CODES.userNotFound);
    if (target.is_staff || target.is_admin) {
      await this.record(real, {
        userId,
        userEmail: target.email,
        action: 'Refused: spoof a staff member or an admin',
      });
      throw new AdminException(ADMIN_ERROR_CODES.cannotSpoof);
    }
    await this.sessions.setActing(auth.sessionId, { teamId: null, userId: target.id });
    await this.record(real, {
      userId: target.id,
      userEmail: target.email,
      action: 'Started spoofing the user',
    });
    return { success: true };
  }

  /** Back to oneself: ends acting as a team or a user (nothing to do when not acting). */
  async stopActing(auth: RequestAuth): Promise<ActingResponse> {
    const acting = auth.acting;
    if (!acting) return { success: true };
    await this.sessions.setActing(auth.sessionId, { teamId: null, userId: null });
    await this.sessions.recordActing(
      auth,
      acting.kind === 'team' ? 'Stopped acting as the team' : 'Stopped spoofing the user',
    );
    return { success: true };
  }

  async auditLog(auth: RequestAuth, page = 1): Promise<AuditLogResponse> {
    this.requireAdmin(realUserOf(auth));
    const rows = await this.audit.page(AUDIT_LOG_PAGE_SIZE + 1, (page - 1) * AUDIT_LOG_PAGE_SIZE);
    return {
      entries: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map(mapAuditEntry),
      page,
      has_more: rows.length > AUDIT_LOG_PAGE_SIZE,
    };
  }

  /** Admins find accounts to disable; staff find the id of a user to spoof. */
  async users(auth: RequestAuth, q = ''): Promise<AdminUsersResponse> {
    const real = realUserOf(auth);
    if (!real.isAdmin && !real.isStaff) throw new AdminException(ADMIN_ERROR_CODES.adminOnly);
    return { users: (await this.admin.searchUsers(q.trim(), ADMIN_USERS_LIMIT)).map(mapAdminUser) };
  }

  async setAccountDisabled(auth: RequestAuth, body: AccountDisabledRequest): Promise<AdminUser> {
    const real = this.requireAdmin(realUserOf(auth));
    if (body.user_id === real.id && body.account_disabled)
      throw new AdminException(ADMIN_ERROR_CODES.cannotDisableSelf);
    const target = await this.admin.user(body.user_id);
    if (!target) throw new AdminException(ADMIN_ERROR_CODES.userNotFound);
    await this.admin.setAccountDisabled(target.id, body.account_disabled);
    await this.record(real, {
      userId: target.id,
      userEmail: target.email,
      action: body.account_disabled ? 'Disabled the account' : 'Re-enabled the account',
    });
    return mapAdminUser({ ...target, account_disabled: body.account_disabled });
  }

  private requireAdmin(user: User): User {
    if (!user.isAdmin) throw new AdminException(ADMIN_ERROR_CODES.adminOnly);
    return user;
  }

  private record(
    actor: User,
    entry: { teamId?: number; teamName?: string; userId?: number; userEmail?: string; action: string },
  ): Promise<void> {
    return this.audit.insert({
      actorUserId: actor.id,
      actorEmail: actor.email,
      asTeamId: entry.teamName ? (entry.teamId ?? null) : null,
      asTeamName: entry.teamName ?? (entry.teamId ? `#${entry.teamId}` : null),
      asUserId: entry.userEmail ? (entry.userId ?? null) : null,
      asUserEmail: entry.userEmail ?? (entry.userId ? `#${entry.userId}` : null),
      action: entry.action,
    });
  }
}
