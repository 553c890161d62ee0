import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamRole } from '@tpp/contracts';
import type { User } from '../accounts.types.js';
import type { ClientContext, RequestAuth, TeamScope } from '../auth/request-auth.js';
import { AdminAuditRepository } from '../repositories/admin-audit.repository.js';
import {
  SessionsRepository,
  type EndedSpoofingRow,
  type SessionUserRow,
} from '../repositories/sessions.repository.js';
import { userFromRow } from '../repositories/users.repository.js';

/** last_seen_at is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** Server-side sessions: the cookie holds a random token, the table its hash. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly audit: AdminAuditRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.sessionLifetimeDays * 24 * 60 * 60;
  }

  /** Starts a new session (a new id every sign-in) and ends the one the browser had, if any. */
  async start(userId: number, client: ClientContext, db?: Queryable): Promise<string> {
    if (client.sessionToken) await this.revoke(client.sessionToken, db);
    const token = createSecureToken();
    await this.sessions.insert(
      {
        id: hashToken(token),
        userId,
        lifetimeSeconds: this.lifetimeSeconds,
        userAgent: client.userAgent,
        ip: client.ip,
      },
      db,
    );
    return token;
  }

  async revoke(token: string, db?: Queryable): Promise<void> {
    if (!looksLikeSecureToken(token)) return;
    await this.sessions.revoke(hashToken(token), db);
  }

  /** Ends every session of the user, except the one given (the caller's own, after a password change). */
  async revokeAllForUser(userId: number, exceptSessionId: string | null, db?: Queryable): Promise<void> {
    await this.sessions.revokeAllForUser(userId, exceptSessionId, db);
  }

  /**
   * The live session of a cookie token, with its user and the user's current team; null when none.
   *
   * Every request is authorised as the REAL person first, then as whom the session acts:
   * - a disabled real user never acts: the answer is their own (disabled) account, which the
   *   guard refuses everywhere but GET /api/status and signing out;
   * - staff spoof a user only while they still hold is_staff and the user is not staff, not an
   *   admin and not disabled; an admin acts as a team only while they still hold is_admin and
   *   the team is active.
   * Otherwise the session falls back to the real user AND its acting columns are cleared (with an
   * audit entry), so acting never resumes by itself when a role comes back: it has to be
   * started again (audited).
   */
  async resolve(token: string | null | undefined): Promise<RequestAuth | null> {
    if (!looksLikeSecureToken(token)) return null;
    const row = await this.sessions.findLive(hashToken(token));
    if (!row) return null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS)
      await this.sessions.touch(row.session_id);
    const user = userFromRow(row);
    const own: RequestAuth = { user, sessionId: row.session_id, team: teamScopeOf(user, row), acting: null };
    if (row.acting_user_id === null && row.acting_team_id === null) return own;

    let endedBecause: string;
    let spoofedEmail: string | null = null;
    if (user.accountDisabled) endedBecause = 'the account is disabled';
    else if (row.acting_user_id !== null && row.acting_team_id !== null)
      endedBecause = 'the session named both a team and a user';
    else if (row.acting_user_id !== null) {
      // Staff seeing the app as a user: whom they spoof, never staff, an admin or a disabled account.
      const spoofed = user.isStaff ? await this.sessions.findUserWithTeam(row.acting_user_id) : null;
      spoofedEmail = spoofed?.email ?? null;
      if (!user.isStaff) endedBecause = 'no longer staff';
      else if (!spoofed) endedBecause = 'the user no longer exists';
      else if (spoofed.is_staff || spoofed.is_admin) endedBecause = 'the user became staff or an admin';
      else if (spoofed.account_disabled) endedBecause = 'the user is disabled';
      else {
        const asUser = userFromRow(spoofed);
        return {
          user: asUser,
          sessionId: row.session_id,
          // The spoofed user is never staff or an admin (checked above): no platform power here.
          team: teamScopeOf(asUser, spoofed),
          acting: { kind: 'user', realUser: user },
        };
      }
    } else {
      // A platform admin acting as a team: that team everywhere, with the admin's rights.
      const teamId = row.acting_team_id!;
      if (!user.isAdmin) endedBecause = 'no longer an admin';
      else if (row.acting_team_name === null || !row.acting_team_active)
        endedBecause = 'the team is inactive';
      else
        return {
          ...own,
          team: {
            teamId,
            role: row.team_id === teamId && row.team_role ? row.team_role : 'member',
            userId: user.id,
            isAdmin: true,
          },
          acting: { kind: 'team', realUser: user, teamId, teamName: row.acting_team_name },
        };
    }
    await this.endActing(row, user, spoofedEmail, endedBecause);
    return own;
  }

  /** Clears the acting columns the session had (once, whatever the concurrency) and audits it. */
  private async endActing(
    row: SessionUserRow,
    realUser: User,
    spoofedEmail: string | null,
    because: string,
  ): Promise<void> {
    const cleared = await this.sessions.clearActing(row.session_id, {
      teamId: row.acting_team_id,
      userId: row.acting_user_id,
    });
    if (!cleared) return;
    const asTeam = row.acting_team_id !== null;
    await this.audit.insert({
      actorUserId: realUser.id,
      actorEmail: realUser.email,
      asTeamId: row.acting_team_id,
      asTeamName: asTeam ? (row.acting_team_name ?? `#${row.acting_team_id}`) : null,
      asUserId: row.acting_user_id,
      asUserEmail: row.acting_user_id !== null ? (spoofedEmail ?? `#${row.acting_user_id}`) : null,
      action: `${asTeam ? 'Stopped acting as the team' : 'Stopped spoofing the user'} (${because})`,
    });
  }

  /**
   * Ends every session of a user who is being disabled, and every session spoofing them; answers
   * the spoofing ones ended (for the audit log). Sessions acting as the user's team stay.
   */
  revokeAllOfAndSpoofing(userId: number, db?: Queryable): Promise<EndedSpoofingRow[]> {
    return this.sessions.revokeAllOfAndSpoofing(userId, db);
  }

  /** Writes an audit entry when the session acts as a team or a user: who, as whom, what. */
  async recordActing(auth: RequestAuth, action: string): Promise<void> {
    const acting = auth.acting;
    if (!acting) return;
    await this.audit.insert({
      actorUserId: acting.realUser.id,
      actorEmail: acting.realUser.email,
      asTeamId: acting.kind === 'team' ? acting.teamId : (auth.team?.teamId ?? null),
      asTeamName: acting.kind === 'team' ? acting.teamName : null,
      asUserId: acting.kind === 'user' ? auth.user.id : null,
      asUserEmail: acting.kind === 'user' ? auth.user.email : null,
      action,
    });
  }

  /** Acts as a team (admins), as a user (staff), or as oneself again (both null). */
  async setActing(
    sessionId: string,
    acting: { teamId: number | null; userId: number | null },
  ): Promise<void> {
    await this.sessions.setActing(sessionId, acting);
  }
}

function teamScopeOf(
  user: User,
  row: { team_id: number | null; team_role: TeamRole | null },
): TeamScope | null {
  return row.team_id === null || row.team_role === null
    ? null
    : {
        teamId: row.team_id,
        role: row.team_role,
        userId: user.id,
        isAdmin: user.isAdmin,
        isStaff: user.isStaff,
      };
}
