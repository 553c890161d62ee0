import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { returning, type Queryable } from '../../../infrastructure/database/queryable.js';

/** The team's sheet `$1` (internal id) only if it is team `$2`'s: scopes entry queries by team. */
const TEAM_SHEET = `(SELECT id FROM talent_sheets WHERE id = $1 AND team_id = $2)`;

/** A creator's place on a sheet: order, note and the client's answer. */
export interface SheetEntry {
  influencer_id: number;
  note: string;
  client_accepted: boolean;
  client_note: string | null;
}

/** The client's answer for a creator on a sheet. */
export interface ClientAnswerRow {
  client_accepted: boolean;
  client_note: string | null;
}

/** A creator on a sheet as the editor reads it: the entry and its brand likes. */
export interface EditorEntryRow extends SheetEntry {
  like_count: number;
}

/** talent_sheet_influencers: the creators of a team's sheet, in order. */
@Injectable()
export class SheetEntriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async influencerIds(teamId: number, sheetId: number): Promise<number[]> {
    const rows: { influencer_id: number }[] = await this.db.query(
      `SELECT influencer_id FROM talent_sheet_influencers WHERE sheet_id = ${TEAM_SHEET}`,
      [sheetId, teamId],
    );
    return rows.map((row) => row.influencer_id);
  }

  /** influencer id -> note of the team's sheet. */
  async notes(teamId: number, sheetId: number, db: Queryable = this.db): Promise<Map<number, string>> {
    const rows: { influencer_id: number; note: string }[] = await db.query(
      `SELECT influencer_id, note FROM talent_sheet_influencers WHERE sheet_id = ${TEAM_SHEET}`,
      [sheetId, teamId],
    );
    return new Map(rows.map((row) => [row.influencer_id, row.note]));
  }

  /** The editor's view of the sheet's creators that are the team's (roster or pitched), in sheet order. */
  editorEntries(teamId: number, sheetId: number): Promise<EditorEntryRow[]> {
    return this.db.query(
      `SELECT tsi.influencer_id, tsi.note, tsi.client_accepted, tsi.client_note,
              (SELECT count(*)::int FROM influencer_likes l WHERE l.sheet_id = tsi.sheet_id
                 AND l.influencer_id = tsi.influencer_id) AS like_count
         FROM talent_sheet_influencers tsi
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
        WHERE tsi.sheet_id = ${TEAM_SHEET} ORDER BY tsi.position, tsi.influencer_id`,
      [sheetId, teamId],
    );
  }

  /** Removes every creator of the sheet and answers what they were (with the client answers). */
  async clear(teamId: number, sheetId: number, db: Queryable = this.db): Promise<SheetEntry[]> {
    return returning<SheetEntry>(
      await db.query(
        `DELETE FROM talent_sheet_influencers WHERE sheet_id = ${TEAM_SHEET}
         RETURNING influencer_id, note, client_accepted, client_note`,
        [sheetId, teamId],
      ),
    );
  }

  /** Adds these creators to the sheet, in this order (positions 0, 1, …). */
  async insert(
    teamId: number,
    sheetId: number,
    entries: SheetEntry[],
    db: Queryable = this.db,
  ): Promise<void> {
    if (!entries.length) return;
    await db.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note, client_accepted, client_note)
       SELECT ${TEAM_SHEET}, x.influencer_id, x.position, x.note, x.client_accepted, x.client_note
         FROM unnest($3::int[], $4::int[], $5::text[], $6::bool[], $7::text[])
              AS x(influencer_id, position, note, client_accepted, client_note)`,
      [
        sheetId,
        teamId,
        entries.map((entry) => entry.influencer_id),
        entries.map((_entry, index) => index),
        entries.map((entry) => entry.note),
        entries.map((entry) => entry.client_accepted),
        entries.map((entry) => entry.client_note),
      ],
    );
  }

  /** Copies the creators (order and notes) of one team sheet to another, those still the team's (roster or pitched). */
  async copy(teamId: number, fromSheetId: number, toSheetId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO talent_sheet_influencers (sheet_id, influencer_id, position, note)
       SELECT ${TEAM_SHEET}, tsi.influencer_id, tsi.position, tsi.note FROM talent_sheet_influencers tsi
         JOIN team_influencers ti ON ti.team_id = $2 AND ti.influencer_id = tsi.influencer_id
        WHERE tsi.sheet_id = (SELECT id FROM talent_sheets WHERE id = $3 AND team_id = $2)`,
      [toSheetId, teamId, fromSheetId],
    );
  }

  /** Takes the creator off these team sheets; the internal ids of the sheets it was on. */
  async removeFromSheets(
    teamId: number,
    publicIds: string[],
    influencerId: number,
    db: Queryable = this.db,
  ): Promise<number[]> {
    const rows: { sheet_id: number }[] = returning(
      await db.query(
        `DELETE FROM talent_sheet_influencers tsi USING talent_sheets ts
          WHERE ts.id = tsi.sheet_id AND ts.team_id = $1 AND ts.public_id = ANY($2::text[]) AND tsi.influencer_id = $3
          RETURNING tsi.sheet_id`,
        [teamId, publicIds, influencerId],
      ),
    );
    return rows.map((row) => row.sheet_id);
  }

  /** Sets one of the client's answers; undefined when the creator is not on the sheet. */
  async setClientAnswer(
    teamId: number,
    sheetId: number,
    influencerId: number,
    answer: { client_accepted: boolean } | { client_note: string | null },
  ): Promise<ClientAnswerRow | undefined> {
    const [column, value] =
      'client_accepted' in answer
        ? (['client_accepted', answer.client_accepted] as const)
        : (['client_note', answer.client_note] as const);
    const rows: ClientAnswerRow[] = returning(
      await this.db.query(
        `UPDATE talent_sheet_influencers SET ${column} = $4 WHERE sheet_id = ${TEAM_SHEET} AND influencer_id = $3
         RETURNING client_accepted, client_note`,
        [sheetId, teamId, influencerId, value],
      ),
    );
    return rows[0];
  }
}
