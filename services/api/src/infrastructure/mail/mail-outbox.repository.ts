import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../database/queryable.js';

export interface NewOutboxEntry {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  replyTo?: string;
  /** Makes the mail once per key: a second insert with the same key writes nothing. */
  sourceKey?: string;
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reply_to: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

/** The mail_outbox table: every mail the API sends (the `mail` job delivers its rows), kept for support and for local runs without SMTP. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The new row's id; null when a row with the same source key exists. */
  async insert(entry: NewOutboxEntry, db: Queryable = this.db): Promise<number | null> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, reply_to, source_key)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (source_key) DO NOTHING RETURNING id`,
      [
        entry.recipient,
        entry.subject,
        entry.textBody,
        entry.htmlBody,
        entry.replyTo ?? null,
        entry.sourceKey ?? null,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async hasSourceKey(sourceKey: string, db: Queryable = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM mail_outbox WHERE source_key = $1`, [sourceKey]);
    return rows.length > 0;
  }

  /** Locks the row until the transaction ends (one delivery at a time). */
  async lockForDelivery(id: number, db: Queryable = this.db): Promise<OutboxEntry | null> {
    const rows: OutboxEntry[] = await db.query(
      `SELECT id, recipient, subject, text_body, html_body, reply_to, sent_at, failed_at
         FROM mail_outbox WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markSent(id: number, attempts: number, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE mail_outbox SET sent_at = now(), error = NULL, attempts = $2 WHERE id = $1`, [
      id,
      attempts,
    ]);
  }

  /** Records an attempt's error (the job retries it). */
  async recordError(id: number, error: string, attempts: number): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET error = $2, attempts = $3 WHERE id = $1 AND sent_at IS NULL`,
      [id, error, attempts],
    );
  }

  /** The mail failed for good (no retry left). */
  async markFailed(id: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET error = $2, failed_at = now() WHERE id = $1 AND sent_at IS NULL`,
      [id, error],
    );
  }
}
