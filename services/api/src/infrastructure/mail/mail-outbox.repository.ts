import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface NewOutboxEntry {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** The mail_outbox table: every mail the API sends, kept for support and for local runs without SMTP. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(entry: NewOutboxEntry): Promise<number> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [entry.recipient, entry.subject, entry.textBody, entry.htmlBody],
    );
    return rows[0]!.id;
  }

  async markSent(id: number): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]);
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET error = $2 WHERE id = $1`, [id, error]);
  }
}
