import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SheetRateCards } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { SheetRow } from './sheet.repository.js';
import { firstRow, type Queryable } from '../../../infrastructure/database/queryable.js';

/** A sheet as the public views read it, whichever team it is: some of the columns of a sheet. */
export type PublicSheetRow = Pick<
  SheetRow,
  | 'id'
  | 'public_id'
  | 'team_id'
  | 'creator_user_id'
  | 'title'
  | 'description'
  | 'sheet_type'
  | 'campaign_description'
  | 'created_at'
  | 'response_status'
> & {
  /** The team requires registration: creators go only to browsers that passed the gate. */
  gated: boolean;
  /** In the trash or deleted for good: its links say it is no longer available. */
  deleted: boolean;
};

/** A creator of the sheet and the followers of all their accounts (text: bigint). */
export interface SheetMemberReachRow {
  influencer_id: number;
  reach: string;
}

/** A creator's note on a sheet. */
export interface SheetNoteRow {
  influencer_id: number;
  note: string;
}

/**
 * What brands see of a shared sheet. These queries take no caller's team: they read the sheet's
 * own team (team_id of the row), and the services decide whether the sheet may be seen.
 */
@Injectable()
export class PublicSheetRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(publicId: string): Promise<PublicSheetRow | undefined> {
    return firstRow<PublicSheetRow>(
      this.db,
      `SELECT s.id, s.public_id, s.team_id, s.creator_user_id, s.title, s.description, s.sheet_type,
              s.campaign_description, s.created_at, s.response_status,
              coalesce(t.settings ->> 'displayRequireRegistration', '') = 'true' AS gated,
              s.deleted_at IS NOT NULL AS deleted
         FROM talent_sheets s JOIN teams t ON t.id = s.team_id
        WHERE s.public_id = $1`,
      [publicId],
    );
  }

  /** The sheet's creators still its team's (roster or pitched), in sheet order, with their reach. */
  members(teamId: number, sheetId: number): Promise<SheetMemberReachRow[]> {
    return this.db.query(
      `SELECT tsi.influencer_id,
              coalesce((SELECT sum(s.followers) FROM social_accounts s WHERE s.influencer_id = tsi.influencer_id), 0)::text AS reach
         FROM talent_sheet_influencers tsi
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
        WHERE tsi.sheet_id = $1 ORDER BY tsi.position, tsi.influencer_id`,
      [sheetId, teamId],
    );
  }

  /** The notes of these creators on the sheet (a creator no longer on it has none). */
  notes(sheetId: number, influencerIds: number[]): Promise<SheetNoteRow[]> {
    if (!influencerIds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT influencer_id, note FROM talent_sheet_influencers WHERE sheet_id = $1 AND influencer_id = ANY($2::int[])`,
      [sheetId, influencerIds],
    );
  }

  /** Records that this browser (the keyed hash of its signed viewer id) passed the sheet's gate. */
  async grant(sheetId: number, viewerKey: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO sheet_viewer_grants (sheet_id, viewer_key) VALUES ($1, $2)
       ON CONFLICT (sheet_id, viewer_key) DO UPDATE SET granted_at = now()`,
      [sheetId, viewerKey],
    );
  }

  /** Whether this browser passed this sheet's gate (a grant on another sheet counts for nothing). */
  async granted(sheetId: number, viewerKey: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM sheet_viewer_grants WHERE sheet_id = $1 AND viewer_key = $2`,
      [sheetId, viewerKey],
    );
    return rows.length > 0;
  }

  /** The creator's note on the sheet; undefined when the creator is not on it. */
  async note(sheetId: number, influencerId: number): Promise<string | undefined> {
    const rows: { note: string }[] = await this.db.query(
      `SELECT note FROM talent_sheet_influencers WHERE sheet_id = $1 AND influencer_id = $2`,
      [sheetId, influencerId],
    );
    return rows[0]?.note;
  }

  /** The sheet's rate-card switch: 'team' (follow the team's setting), 'show' or 'hide'. */
  async rateCards(sheetId: number): Promise<SheetRateCards> {
    const rows: { rate_cards: SheetRateCards }[] = await this.db.query(
      `SELECT rate_cards FROM talent_sheets WHERE id = $1`,
      [sheetId],
    );
    return rows[0]?.rate_cards ?? 'hide';
  }
}
