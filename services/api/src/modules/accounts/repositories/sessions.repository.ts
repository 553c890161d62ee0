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
}

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
      `SELECT s.id AS session_id, s.last_seen_at, ${USER_COLUMNS}, m.team_id, m.role AS team_role
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN LATERAL (
           SELECT team_id, role FROM team_memberships
            WHERE user_id = u.id
            ORDER BY (team_id = u.primary_team_id) DESC, id
            LIMIT 1
         ) m ON true
        WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
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
