import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminUser } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

export interface AdminTeamRow {
  id: number;
  name: string;
  is_active: boolean;
}

/** A platform admin's (or the caller's, or the target's) row, locked for a change of account state. */
export interface LockedUserRow {
  id: number;
  is_admin: boolean;
  account_disabled: boolean;
}

/**
 * A user of the admins' search: the answer's columns, plus what its status is read from: whether
 * the user holds a membership, and their newest pending invitation (not accepted, not revoked).
 */
export interface AdminUserRow extends Omit<AdminUser, 'status'> {
  is_member: boolean;
  /** null: no pending invitation; else whether it has run out. */
  invitation_expired: boolean | null;
}

const ADMIN_USER_SELECT = `SELECT u.id, u.email, u.full_name, coalesce(t.name, it.name) AS team_name,
        u.is_admin, u.is_staff, u.account_disabled, m.team_id IS NOT NULL AS is_member,
        i.expires_at <= now() AS invitation_expired
   FROM users u
   LEFT JOIN LATERAL (
     SELECT team_id FROM team_memberships WHERE user_id = u.id ORDER BY (team_id = u.primary_team_id) DESC, id LIMIT 1
   ) m ON true
   LEFT JOIN teams t ON t.id = m.team_id
   LEFT JOIN LATERAL (
     SELECT team_id, expires_at FROM team_invitations
      WHERE user_id = u.id AND revoked_at IS NULL AND accepted_at IS NULL
      ORDER BY expires_at DESC, id DESC LIMIT 1
   ) i ON true
   LEFT JOIN teams it ON it.id = i.team_id`;

/** Platform-wide reads and writes for admins and staff (never team-scoped: the callers are platform roles). */
@Injectable()
export class AdminRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  teams(): Promise<AdminTeamRow[]> {
    return this.db.query(`SELECT id, name, is_active FROM teams ORDER BY name, id`);
  }

  async team(id: number): Promise<AdminTeamRow | null> {
    const rows: AdminTeamRow[] = await this.db.query(`SELECT id, name, is_active FROM teams WHERE id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async user(id: number, db: Queryable = this.db): Promise<AdminUserRow | null> {
    const rows: AdminUserRow[] = await db.query(`${ADMIN_USER_SELECT} WHERE u.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Locks (FOR UPDATE, in id order, so concurrent callers never deadlock) every platform admin's
   * row and the rows of the given users, inside the caller's transaction: two admins disabling
   * each other at once are serialised, and the second sees the first's change.
   */
  lockAdminsAnd(userIds: number[], db: Queryable = this.db): Promise<LockedUserRow[]> {
    return db.query(
      `SELECT id, is_admin, account_disabled FROM users
        WHERE is_admin OR id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [userIds],
    );
  }

  /** Users whose email or name contains the text (or whose id it is), by email. */
  searchUsers(text: string, limit: number): Promise<AdminUserRow[]> {
    const id = /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
    return this.db.query(
      `${ADMIN_USER_SELECT}
        WHERE $1 = '' OR u.id = $2 OR strpos(lower(u.email::text), lower($1)) > 0 OR strpos(lower(u.full_name), lower($1)) > 0
        ORDER BY u.email LIMIT $3`,
      [text, id, limit],
    );
  }

  async setAccountDisabled(id: number, disabled: boolean, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE users SET account_disabled = $2, updated_at = now() WHERE id = $1`, [
      id,
      disabled,
    ]);
  }
}
