import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { firstRow, type Queryable } from '../../../infrastructure/database/queryable.js';

/** A creator of the sheet by the name its team shows. */
export interface SheetMemberNameRow {
  influencer_id: number;
  fullname: string;
}

/** Who hears of a brand's response: the sheet's maker and the team's contact address. */
export interface ResponseRecipientsRow {
  creator_user_id: number | null;
  creator_name: string | null;
  team_name: string;
  creator_email: string | null;
  contact_email: string | null;
  casting_call_id: number | null;
}

export interface NewSheetResponse {
  sheetId: number;
  responderName: string;
  responderEmail: string;
  comments: string;
  likedInfluencerIds: number[];
  ipHash: string;
}

/** The brand side of a shared sheet: registered viewers (sheet_viewers) and response forms (sheet_responses). */
@Injectable()
export class SheetResponsesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Stores the viewer, or notes that they came back. */
  async registerViewer(sheetId: number, email: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO sheet_viewers (sheet_id, email) VALUES ($1, $2)
       ON CONFLICT (sheet_id, email) DO UPDATE SET last_seen_at = now()`,
      [sheetId, email],
    );
  }

  /** Those of these creators that are on the sheet (and its team's roster), in sheet order. */
  members(teamId: number, sheetId: number, influencerIds: number[]): Promise<SheetMemberNameRow[]> {
    return this.db.query(
      `SELECT tsi.influencer_id, coalesce(nullif(btrim(ti.custom_display_name), ''), i.fullname) AS fullname
         FROM talent_sheet_influencers tsi
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
         JOIN influencers i ON i.id = tsi.influencer_id
        WHERE tsi.sheet_id = $1 AND tsi.influencer_id = ANY($3::int[])
        ORDER BY tsi.position`,
      [sheetId, teamId, influencerIds],
    );
  }

  async insert(response: NewSheetResponse, db: Queryable = this.db): Promise<number> {
    const rows: { id: number }[] = await db.query(
      `INSERT INTO sheet_responses (sheet_id, responder_name, responder_email, comments, liked_influencer_ids, ip_hash)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        response.sheetId,
        response.responderName,
        response.responderEmail,
        response.comments,
        response.likedInfluencerIds,
        response.ipHash,
      ],
    );
    return rows[0]!.id;
  }

  /** The response's conversation in the team's inbox. */
  async setConversation(responseId: number, conversationId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`UPDATE sheet_responses SET conversation_id = $2 WHERE id = $1`, [
      responseId,
      conversationId,
    ]);
  }

  async recipients(sheetId: number, db: Queryable = this.db): Promise<ResponseRecipientsRow | undefined> {
    return firstRow<ResponseRecipientsRow>(
      db,
      `SELECT u.id AS creator_user_id, coalesce(nullif(btrim(u.full_name), ''), u.email) AS creator_name,
              t.name AS team_name, u.email AS creator_email, t.contact_email, ts.casting_call_id
           FROM talent_sheets ts JOIN teams t ON t.id = ts.team_id LEFT JOIN users u ON u.id = ts.creator_user_id
          WHERE ts.id = $1`,
      [sheetId],
    );
  }
}
