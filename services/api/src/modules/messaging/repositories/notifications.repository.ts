import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationKind } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  href: string;
  created_at: Date;
  read_at: Date | null;
}

export interface NewNotification {
  userId: number;
  teamId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  href: string;
}

/** notifications (per user and team) and the users' 'New Look' flag. Every query is scoped by user and team. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(notification: NewNotification, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO notifications (user_id, team_id, kind, title, body, href) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        notification.userId,
        notification.teamId,
        notification.kind,
        notification.title,
        notification.body,
        notification.href,
      ],
    );
  }

  list(userId: number, teamId: number, onlyUnread: boolean, limit: number): Promise<NotificationRow[]> {
    return this.db.query(
      `SELECT id, kind, title, body, href, created_at, read_at FROM notifications
        WHERE user_id = $1 AND team_id = $2 AND (NOT $3 OR read_at IS NULL)
        ORDER BY created_at DESC, id DESC LIMIT $4`,
      [userId, teamId, onlyUnread, limit],
    );
  }

  /** Marks one (or, without an id, every) notification read; answers how many of the caller's matched. */
  async markRead(userId: number, teamId: number, id: number | null): Promise<number> {
    const rows = returning<unknown>(
      await this.db.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE user_id = $1 AND team_id = $2 AND ($3::int IS NULL OR id = $3) RETURNING 1`,
        [userId, teamId, id],
      ),
    );
    return rows.length;
  }

  async newLook(userId: number): Promise<boolean> {
    const rows: { show_notification: boolean }[] = await this.db.query(
      `SELECT show_notification FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.show_notification ?? false;
  }

  async clearNewLook(userId: number): Promise<void> {
    await this.db.query(`UPDATE users SET show_notification = false, updated_at = now() WHERE id = $1`, [
      userId,
    ]);
  }
}
