import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** One audit entry as stored: who (actor), as whom (a team or a user), when, what. */
export interface AuditRow {
  id: string;
  actor_email: string;
  as_team_name: string | null;
  as_user_email: string | null;
  action: string;
  created_at: Date;
}

export interface NewAuditEntry {
  actorUserId: number;
  actorEmail: string;
  asTeamId: number | null;
  asTeamName: string | null;
  asUserId: number | null;
  asUserEmail: string | null;
  action: string;
}

/** admin_audit_log: every admin-as-team and staff-as-user action. Platform-wide, never team-scoped. */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(entry: NewAuditEntry, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO admin_audit_log (actor_user_id, actor_email, as_team_id, as_team_name, as_user_id, as_user_email, action)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.actorUserId,
        entry.actorEmail,
        entry.asTeamId,
        entry.asTeamName,
        entry.asUserId,
        entry.asUserEmail,
        entry.action.slice(0, 500),
      ],
    );
  }

  /** Newest first; one more row than asked tells whether a next page exists. */
  page(limit: number, offset: number): Promise<AuditRow[]> {
    return this.db.query(
      `SELECT id, actor_email, as_team_name, as_user_email, action, created_at
         FROM admin_audit_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }
}
