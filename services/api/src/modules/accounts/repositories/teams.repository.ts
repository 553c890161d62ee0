import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TeamRole } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamSettingsRecord } from '../accounts.types.js';

/** A team the user belongs to, with the user's role in it. */
export interface MembershipRow {
  team_id: number;
  name: string;
  image_url: string | null;
  settings: TeamSettingsRecord;
  role: TeamRole;
}

export interface NewTeam {
  name: string;
  settings: TeamSettingsRecord;
  contactEmail: string | null;
  homepage: string | null;
  bio: string | null;
}

/** Teams and team memberships. */
@Injectable()
export class TeamsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The user's teams in the order they joined. */
  membershipsOf(userId: number): Promise<MembershipRow[]> {
    return this.db.query(
      `SELECT t.id AS team_id, t.name, t.image_url, t.settings, m.role
         FROM team_memberships m
         JOIN teams t ON t.id = m.team_id
        WHERE m.user_id = $1
        ORDER BY m.id`,
      [userId],
    );
  }

  /** A team as a member row, with the user's role there ('member' when not one): an admin acting as it. */
  async asMembershipOf(teamId: number, userId: number): Promise<MembershipRow | null> {
    const rows: MembershipRow[] = await this.db.query(
      `SELECT t.id AS team_id, t.name, t.image_url, t.settings, COALESCE(m.role, 'member') AS role
         FROM teams t
         LEFT JOIN team_memberships m ON m.team_id = t.id AND m.user_id = $2
        WHERE t.id = $1`,
      [teamId, userId],
    );
    return rows[0] ?? null;
  }

  async count(db: Queryable = this.db): Promise<number> {
    const rows: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM teams`);
    return rows[0]!.count;
  }

  async insert(team: NewTeam, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO teams (name, settings, contact_email, homepage, bio) VALUES ($1, $2::jsonb, $3, $4, $5) RETURNING id`,
      [team.name, JSON.stringify(team.settings), team.contactEmail, team.homepage, team.bio],
    );
    return rows[0]!.id;
  }

  async insertMembership(
    userId: number,
    teamId: number,
    role: TeamRole,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, $3)`, [
      userId,
      teamId,
      role,
    ]);
  }

  /** Serialises concurrent first starts against one database (held until the transaction ends). */
  async lockForSeeding(db: Queryable = this.db): Promise<void> {
    await db.query('SELECT pg_advisory_xact_lock(727274001)');
  }
}
