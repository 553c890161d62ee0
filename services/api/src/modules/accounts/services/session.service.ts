import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamRole } from '@tpp/contracts';
import type { User } from '../accounts.types.js';
import type { ClientContext, RequestAuth, TeamScope } from '../auth/request-auth.js';
import { AdminAuditRepository } from '../repositories/admin-audit.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
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

  /** The live session of a cookie token, with its user and the user's current team; null when none. */
  async resolve(token: string | null | undefined): Promise<RequestAuth | null> {
    if (!looksLikeSecureToken(token)) return null;
    const row = await this.sessions.findLive(hashToken(token));
    if (!row) return null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS)
      await this.sessions.touch(row.session_id);
    const user = userFromRow(row);
    const own: RequestAuth = { user, sessionId: row.session_id, team: teamScopeOf(user, row), acting: null };
    // Staff seeing the app as a user: whom they spoof, never another staff member or an admin.
    if (row.acting_user_id !== null && user.isStaff) {
      const spoofed = await this.sessions.findUserWithTeam(row.acting_user_id);
      if (!spoofed || spoofed.is_staff || spoofed.is_admin) return own;
      const asUser = userFromRow(spoofed);
      return {
        user: asUser,
        sessionId: row.session_id,
        team: teamScopeOf(asUser, spoofed),
        acting: { kind: 'user', realUser: user },
      };
    }
    // A platform admin acting as a team: that team everywhere, with the admin's rights.
    if (row.acting_team_id !== null && row.acting_team_name !== null && user.isAdmin) {
      const teamId = row.acting_team_id;
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
    return own;
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
    : { teamId: row.team_id, role: row.team_role, userId: user.id, isAdmin: user.isAdmin };
}
