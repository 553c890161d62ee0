import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { ClientContext, RequestAuth } from '../auth/request-auth.js';
import { User } from '../entities/user.entity.js';

/** last_seen_at is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

interface SessionUserRow {
  session_id: string;
  last_seen_at: Date;
  id: number;
  email: string;
  full_name: string;
  nickname: string;
  is_admin: boolean;
  is_staff: boolean;
  search_only: boolean;
  account_disabled: boolean;
  suspended: boolean;
  show_notification: boolean;
  primary_team_id: number | null;
  created_at: Date;
  updated_at: Date;
  team_id: number | null;
  team_role: TeamRole | null;
}

function userFromRow(row: SessionUserRow): User {
  return Object.assign(new User(), {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    nickname: row.nickname,
    isAdmin: row.is_admin,
    isStaff: row.is_staff,
    searchOnly: row.search_only,
    accountDisabled: row.account_disabled,
    suspended: row.suspended,
    showNotification: row.show_notification,
    primaryTeamId: row.primary_team_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/** Server-side sessions: the cookie holds a random token, the table its hash. */
@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get lifetimeSeconds(): number {
    return this.config.sessionLifetimeDays * 24 * 60 * 60;
  }

  /** Starts a new session (a new id every sign-in) and ends the one the browser had, if any. */
  async start(
    userId: number,
    client: ClientContext,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    if (client.sessionToken) await this.revoke(client.sessionToken, manager);
    const token = createSecureToken();
    await manager.query(
      `INSERT INTO sessions (id, user_id, expires_at, user_agent, ip) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [hashToken(token), userId, this.lifetimeSeconds, client.userAgent, client.ip],
    );
    return token;
  }

  async revoke(token: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!looksLikeSecureToken(token)) return;
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [
      hashToken(token),
    ]);
  }

  /** Ends every session of the user, except the one given (the caller's own, after a password change). */
  async revokeAllForUser(
    userId: number,
    exceptSessionId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
      [userId, exceptSessionId],
    );
  }

  /** The live session of a cookie token, with its user and the user's current team; null when none. */
  async resolve(token: string | null | undefined): Promise<RequestAuth | null> {
    if (!looksLikeSecureToken(token)) return null;
    const rows = (await this.dataSource.query(
      `SELECT s.id AS session_id, s.last_seen_at, u.id, u.email, u.full_name, u.nickname, u.is_admin, u.is_staff,
              u.search_only, u.account_disabled, u.suspended, u.show_notification, u.primary_team_id,
              u.created_at, u.updated_at, m.team_id, m.role AS team_role
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN LATERAL (
           SELECT team_id, role FROM team_memberships
            WHERE user_id = u.id
            ORDER BY (team_id = u.primary_team_id) DESC, id
            LIMIT 1
         ) m ON true
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashToken(token)],
    )) as SessionUserRow[];
    const row = rows[0];
    if (!row) return null;
    if (Date.now() - new Date(row.last_seen_at).getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.dataSource.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [row.session_id]);
    }
    const user = userFromRow(row);
    return {
      user,
      sessionId: row.session_id,
      team:
        row.team_id === null || row.team_role === null
          ? null
          : { teamId: row.team_id, role: row.team_role, userId: user.id, isAdmin: user.isAdmin },
    };
  }
}
