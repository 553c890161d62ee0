import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { USER_COLUMNS, type UserRow } from './users.repository.js';

/** A live session with its user and the user's current team (the primary one, else the first joined). */
export interface SessionUserRow extends UserRow {
  session_id: string;
  last_seen_at: Date;
  team_id: number | null;
  team_role: TeamRole | null;
  /** A platform admin acting as this team (admin/settings); the name is null once the team is inactive. */
  acting_team_id: number | null;
  acting_team_name: string | null;
  /** Staff seeing the app as this user (admin/user/settings/fake-id). */
  acting_user_id: number | null;
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
              s.acting_team_id, at.name AS acting_team_name, s.acting_user_id
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         ${CURRENT_TEAM_OF_U}
         LEFT JOIN teams at ON at.id = s.acting_team_id AND at.is_active
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
    const [, count] = (await this.db.query(
      `DELETE FROM sessions
        WHERE expires_at < now() - make_interval(days => $1) OR revoked_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return count;
  }
}
