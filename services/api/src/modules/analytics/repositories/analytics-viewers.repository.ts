import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** A link the registration gate mailed, with its sheet's public id. */
export interface ViewerLinkRow {
  id: string;
  sheet_id: number;
  sheet_public_id: string;
  email: string;
  nonce: string;
  expired: boolean;
}

/**
 * `sheet_viewer_links` (the gate's mailed links) and `analytics_viewer_emails` (which viewer
 * confirmed which address). Public intake: no team scope, the sheet decides the team.
 */
@Injectable()
export class AnalyticsViewersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insertLink(
    link: { sheetId: number; email: string; nonce: string; lifetimeDays: number },
    db: Queryable = this.db,
  ): Promise<number> {
    const rows: { id: string }[] = await db.query(
      `INSERT INTO sheet_viewer_links (sheet_id, email, nonce, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4)) RETURNING id`,
      [link.sheetId, link.email, link.nonce, link.lifetimeDays],
    );
    return Number(rows[0]!.id);
  }

  async findLink(id: number, db: Queryable = this.db): Promise<ViewerLinkRow | null> {
    const rows: ViewerLinkRow[] = await db.query(
      `SELECT l.id, l.sheet_id, s.public_id AS sheet_public_id, l.email, l.nonce, l.expires_at <= now() AS expired
         FROM sheet_viewer_links l JOIN talent_sheets s ON s.id = l.sheet_id
        WHERE l.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The viewer (its id key) confirmed the address: its events with that address count as verified. */
  async markVerified(viewerKey: string, email: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO analytics_viewer_emails (viewer_key, email) VALUES ($1, $2)
       ON CONFLICT (viewer_key, email) DO UPDATE SET verified_at = now()`,
      [viewerKey, email],
    );
  }

  /** Forgets links that expired (the rollup job's housekeeping). */
  async deleteExpiredLinks(db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM sheet_viewer_links WHERE expires_at <= now()`);
  }
}
