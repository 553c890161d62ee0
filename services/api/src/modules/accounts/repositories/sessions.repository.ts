import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { affectedCount, returning, type Queryable } from '../../../infrastructure/database/queryable.js';
import { USER_COLUMNS, type UserRow } from './users.repository.js';

/** A live session with its user and the user's current team (the primary one, else the first joined). */
export interface SessionUserRow extends UserRow {
  session_id: string;
  last_seen_at: Date;
  team_id: number | null;
  team_role: TeamRole | null;
  /** A platform admin acting as this team (admin/settings); its name, and whether it is still active. */
  acting_team_id: number | null;
  acting_team_name: string | null;
  acting_team_active: boolean | null;
  /** Staff seeing the app as this user (admin/user/settings/fake-id). */
  acting_user_id: number | null;
}

/** A session ended because the user it spoofed was disabled: whose it was, for the audit log. */
export interface EndedSpoofingRow {
  session_id: string;
  user_id: number;
  email: string;
}

/** A user with their current team (the primary one, else the first joined). */
export interface UserWithTeamRow extends UserRow {
  team_id: number | null;
  team_role: TeamRole | null;
}

const CURRENT_TEAM_OF_U = `LEFT JOIN LATERAL (
           SELECT team_id, role FROM team_memberships
            WHERE user_id = u.id
            ORDER BY (team_id = u.primary_team_id) DESC, id
            LIMIT 1
         ) m ON true`;

export interface NewSession {
  /** The SHA-256 of the cookie's token. */
  id: string;
  userId: number;
  lifetimeSeconds: number;
  userAgent: string | null;
  ip: string;
}

/** The sessions table; ids are token hashes. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(session: NewSession, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at, user_agent, ip) VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [session.id, session.userId, session.lifetimeSeconds, session.userAgent, session.ip],
    );
  }

  async revoke(id: string, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
  }

  async revokeAllForUser(userId: number, exceptId: string | null, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
      [userId, exceptId],
    );
  }

  async findLive(id: string): Promise<SessionUserRow | null> {
    const rows: SessionUserRow[] = await this.db.query(
      `SELECT s.id AS session_id, s.last_seen_at, ${USER_COLUMNS}, m.team_id, m.role AS team_role,
              s.acting_team_id, at.name AS acting_team_name, at.is_active AS acting_team_active, s.acting_user_id
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         ${CURRENT_TEAM_OF_U}
         LEFT JOIN teams at ON at.id = s.acting_team_id
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** A user and their current team: whom a spoofing staff member's session resolves to. */
  async findUserWithTeam(userId: number): Promise<UserWithTeamRow | null> {
    const rows: UserWithTeamRow[] = await this.db.query(
      `SELECT ${USER_COLUMNS}, m.team_id, m.role AS team_role FROM users u ${CURRENT_TEAM_OF_U} WHERE u.id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * Ends every live session of the user AND every live session spoofing the user (staff seeing the
   * app as them); sessions acting as the user's team are left alone. Answers the spoofing sessions
   * ended (the real users behind them), for the audit log.
   */
  async revokeAllOfAndSpoofing(userId: number, db: Queryable = this.db): Promise<EndedSpoofingRow[]> {
    const rows: (EndedSpoofingRow & { spoofing: boolean })[] = await db.query(
      `WITH ended AS (
         UPDATE sessions SET revoked_at = now()
          WHERE revoked_at IS NULL AND (user_id = $1 OR acting_user_id = $1)
          RETURNING id, user_id, acting_user_id
       )
       SELECT e.id AS session_id, e.user_id, u.email, (e.user_id <> $1 AND e.acting_user_id = $1) AS spoofing
         FROM ended e JOIN users u ON u.id = e.user_id`,
      [userId],
    );
    return rows
      .filter((row) => row.spoofing)
      .map(({ session_id, user_id, email }) => ({ session_id, user_id, email }));
  }

  /**
   * Clears the session's acting columns, but only while they still hold what the caller saw (a
   * concurrent request, or a new acting started meanwhile, is never undone). True when this call
   * cleared them: exactly one of several concurrent requests writes the audit entry.
   */
  async clearActing(id: string, seen: { teamId: number | null; userId: number | null }): Promise<boolean> {
    const rows = returning<{ id: string }>(
      await this.db.query(
        `UPDATE sessions SET acting_team_id = NULL, acting_user_id = NULL
        WHERE id = $1 AND (acting_team_id IS NOT NULL OR acting_user_id IS NOT NULL)
          AND acting_team_id IS NOT DISTINCT FROM $2 AND acting_user_id IS NOT DISTINCT FROM $3
        RETURNING id`,
        [id, seen.teamId, seen.userId],
      ),
    );
    return rows.length > 0;
  }

  /** Whom the session acts as: a team (admins), a user (staff), or nobody (both null). */
  async setActing(id: string, acting: { teamId: number | null; userId: number | null }): Promise<void> {
    await this.db.query(`UPDATE sessions SET acting_team_id = $2, acting_user_id = $3 WHERE id = $1`, [
      id,
      acting.teamId,
      acting.userId,
    ]);
  }

  async touch(id: string): Promise<void> {
    await this.db.query(`UPDATE sessions SET last_seen_at = now() WHERE id = $1`, [id]);
  }

  /** Deletes sessions that expired or were revoked more than `days` ago; answers how many. */
  async purgeEndedBefore(days: number): Promise<number> {
    return affectedCount(
      this.db,
      `DELETE FROM sessions
        WHERE expires_at < now() - make_interval(days => $1) OR revoked_at < now() - make_interval(days => $1)`,
      [days],
    );
  }
}
