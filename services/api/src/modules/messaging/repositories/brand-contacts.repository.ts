import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow, returning, type Queryable } from '../../../infrastructure/database/queryable.js';

/** What an unrevoked reply link opens: its contact and that contact's conversation. */
export interface ReplyLinkRow {
  contact_id: number;
  contact_name: string;
  conversation_id: number;
  team_id: number;
}

/** brand_contacts and brand_contact_links. Every read is scoped by team or by a token's hash. */
@Injectable()
export class BrandContactsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The team's contact for the address, made when missing. An existing contact keeps its name
   * (the team may know it better than a form did).
   */
  async findOrCreate(
    teamId: number,
    contact: { email: string; name: string },
    db: Queryable = this.db,
  ): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO brand_contacts (team_id, email, name) VALUES ($1, $2, $3)
       ON CONFLICT (team_id, email) DO UPDATE SET email = brand_contacts.email
       RETURNING id`,
      [teamId, contact.email, contact.name],
    );
    return rows[0]!.id;
  }

  /** Stores a new reply link (its token's hash) for the contact's conversation. */
  async addReplyLink(
    contactId: number,
    conversationId: number,
    tokenHash: string,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `INSERT INTO brand_contact_links (contact_id, purpose, token_hash, conversation_id)
       VALUES ($1, 'reply', $2, $3)`,
      [contactId, tokenHash, conversationId],
    );
  }

  /** The reply link with this token hash, unless revoked, whose conversation is still the contact's. */
  async findReplyLink(tokenHash: string, db: Queryable = this.db): Promise<ReplyLinkRow | undefined> {
    return firstRow<ReplyLinkRow>(
      db,
      `SELECT bc.id AS contact_id, bc.name AS contact_name, c.id AS conversation_id, c.team_id
         FROM brand_contact_links l
         JOIN brand_contacts bc ON bc.id = l.contact_id
         JOIN conversations c ON c.id = l.conversation_id
          AND c.kind = 'brand' AND c.brand_contact_id = bc.id AND c.team_id = bc.team_id
        WHERE l.token_hash = $1 AND l.purpose = 'reply' AND l.revoked_at IS NULL`,
      [tokenHash],
    );
  }

  /** Revokes every link of the contact (the next mail carries a new one). */
  async revokeLinks(teamId: number, contactId: number, db: Queryable = this.db): Promise<number> {
    const rows = returning<unknown>(
      await db.query(
        `UPDATE brand_contact_links l SET revoked_at = now()
         FROM brand_contacts bc
        WHERE bc.id = l.contact_id AND bc.team_id = $1 AND bc.id = $2 AND l.revoked_at IS NULL
       RETURNING l.id`,
        [teamId, contactId],
      ),
    );
    return rows.length;
  }
}
