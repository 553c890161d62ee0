import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
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
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { User } from '../../accounts/accounts.types.js';
import type { RequestAuth } from '../../accounts/auth/request-auth.js';
import { AdminAuditService } from '../../accounts/services/admin-audit.service.js';
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
    @InjectDataSource() private readonly db: DataSource,
    private readonly admin: AdminRepository,
    private readonly audit: AdminAuditService,
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
    await this.endPreviousActing(auth);
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
    // A disabled account is never acted as (the session would fall back at once).
    if (target.account_disabled) {
      await this.record(real, {
        userId,
        userEmail: target.email,
        action: 'Refused: spoof a disabled account',
      });
      throw new AdminException(ADMIN_ERROR_CODES.cannotSpoofDisabled);
    }
    await this.endPreviousActing(auth);
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
    if (!auth.acting) return { success: true };
    await this.sessions.setActing(auth.sessionId, { teamId: null, userId: null });
    await this.endPreviousActing(auth);
    return { success: true };
  }

  /** Audits the end of what the session acted as until now (stopping, or switching to another). */
  private async endPreviousActing(auth: RequestAuth): Promise<void> {
    if (!auth.acting) return;
    await this.sessions.recordActing(
      auth,
      auth.acting.kind === 'team' ? 'Stopped acting as the team' : 'Stopped spoofing the user',
    );
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

  /**
   * Disables or re-enables an account. Nobody changes their own (disabling oneself 400,
   * re-enabling oneself 403), and the last active platform admin is never disabled (409). The
   * check runs under row locks on every admin's row (and the caller's and target's), re-reading
   * that the caller is still an active admin, so two admins disabling each other at once cannot
   * both succeed. Disabling ends the account's sessions and every session spoofing it, in the
   * same transaction; sessions of admins acting as its team go on.
   */
  async setAccountDisabled(auth: RequestAuth, body: AccountDisabledRequest): Promise<AdminUser> {
    const real = this.requireAdmin(realUserOf(auth));
    if (body.user_id === real.id)
      throw new AdminException(
        body.account_disabled ? ADMIN_ERROR_CODES.cannotDisableSelf : ADMIN_ERROR_CODES.cannotEnableSelf,
      );
    return this.db.transaction(async (tx) => {
      const locked = await this.admin.lockAdminsAnd([real.id, body.user_id], tx);
      const target = await this.admin.user(body.user_id, tx);
      if (!target) throw new AdminException(ADMIN_ERROR_CODES.userNotFound);
      const active = locked.filter((row) => row.is_admin && !row.account_disabled);
      const disablesAnActiveAdmin = body.account_disabled && active.some((row) => row.id === target.id);
      if (disablesAnActiveAdmin && !active.some((row) => row.id !== target.id))
        throw new AdminException(ADMIN_ERROR_CODES.lastAdmin);
      // Still an active admin now that the rows are locked (another admin may have just disabled them).
      if (!active.some((row) => row.id === real.id)) throw new AdminException(ADMIN_ERROR_CODES.adminOnly);
      await this.admin.setAccountDisabled(target.id, body.account_disabled, tx);
      await this.record(
        real,
        {
          userId: target.id,
          userEmail: target.email,
          action: body.account_disabled ? 'Disabled the account' : 'Re-enabled the account',
        },
        tx,
      );
      if (body.account_disabled)
        for (const ended of await this.sessions.revokeAllOfAndSpoofing(target.id, tx))
          await this.audit.insert(
            {
              actorUserId: ended.user_id,
              actorEmail: ended.email,
              asTeamId: null,
              asTeamName: null,
              asUserId: target.id,
              asUserEmail: target.email,
              action: 'Stopped spoofing the user (the user was disabled: the session was ended)',
            },
            tx,
          );
      return mapAdminUser({ ...target, account_disabled: body.account_disabled });
    });
  }

  private requireAdmin(user: User): User {
    if (!user.isAdmin) throw new AdminException(ADMIN_ERROR_CODES.adminOnly);
    return user;
  }

  private record(
    actor: User,
    entry: { teamId?: number; teamName?: string; userId?: number; userEmail?: string; action: string },
    db?: Queryable,
  ): Promise<void> {
    return this.audit.insert(
      {
        actorUserId: actor.id,
        actorEmail: actor.email,
        asTeamId: entry.teamName ? (entry.teamId ?? null) : null,
        asTeamName: entry.teamName ?? (entry.teamId ? `#${entry.teamId}` : null),
        asUserId: entry.userEmail ? (entry.userId ?? null) : null,
        asUserEmail: entry.userEmail ?? (entry.userId ? `#${entry.userId}` : null),
        action: entry.action,
      },
      db,
    );
  }
}
