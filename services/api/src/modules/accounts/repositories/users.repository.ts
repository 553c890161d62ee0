import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { User } from '../accounts.types.js';

/** The columns of users that make a User (never password_hash). */
export interface UserRow {
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
}

export const USER_COLUMNS = `u.id, u.email, u.full_name, u.nickname, u.is_admin, u.is_staff, u.search_only,
  u.account_disabled, u.suspended, u.show_notification, u.primary_team_id, u.created_at, u.updated_at`;

export function userFromRow(row: UserRow): User {
  return {
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
  };
}

export interface CredentialsRow {
  id: number;
  password_hash: string | null;
}

export interface NewUser {
  email: string;
  fullName: string;
  nickname: string;
  passwordHash: string | null;
  primaryTeamId: number | null;
}

/** The users table. Emails arrive normalised; the column is citext. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findById(id: number): Promise<User | null> {
    const rows: UserRow[] = await this.db.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    return rows[0] ? userFromRow(rows[0]) : null;
  }

  async findIdByEmail(email: string): Promise<{ id: number; email: string } | null> {
    const rows: { id: number; email: string }[] = await this.db.query(
      `SELECT id, email FROM users WHERE email = $1`,
      [email],
    );
    return rows[0] ?? null;
  }

  async emailOf(id: number): Promise<string | null> {
    const rows: { email: string }[] = await this.db.query(`SELECT email FROM users WHERE id = $1`, [id]);
    return rows[0]?.email ?? null;
  }

  async credentialsByEmail(email: string): Promise<CredentialsRow | null> {
    const rows: CredentialsRow[] = await this.db.query(
      `SELECT id, password_hash FROM users WHERE email = $1`,
      [email],
    );
    return rows[0] ?? null;
  }

  async credentialsById(id: number): Promise<CredentialsRow | null> {
    const rows: CredentialsRow[] = await this.db.query(`SELECT id, password_hash FROM users WHERE id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  /** An account without password for an invited address; an existing account stays as it is. */
  async insertInvited(email: string, fullName: string): Promise<number> {
    await this.db.query(
      `INSERT INTO users (email, full_name) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING`,
      [email, fullName],
    );
    const rows: { id: number }[] = await this.db.query(`SELECT id FROM users WHERE email = $1`, [email]);
    return rows[0]!.id;
  }

  async insert(user: NewUser, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO users (email, full_name, nickname, password_hash, primary_team_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [user.email, user.fullName, user.nickname, user.passwordHash, user.primaryTeamId],
    );
    return rows[0]!.id;
  }

  async setPasswordHash(id: number, passwordHash: string, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      id,
      passwordHash,
    ]);
  }

  /** The account of the address with this password, created when missing. */
  async upsertPassword(email: string, passwordHash: string, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO users (email, password_hash) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING id`,
      [email, passwordHash],
    );
    return rows[0]!.id;
  }

  async updateDetails(id: number, fullName: string, nickname: string): Promise<void> {
    await this.db.query(`UPDATE users SET full_name = $2, nickname = $3, updated_at = now() WHERE id = $1`, [
      id,
      fullName,
      nickname,
    ]);
  }
}
