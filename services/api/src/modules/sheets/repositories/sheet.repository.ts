import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CastingCallResponseStatus, SheetType } from '@tpp/contracts';
import { DataSource } from 'typeorm';
import { firstRow, type Queryable, returning } from '../../../infrastructure/database/queryable.js';
import { newPublicId } from '../../../common/secure-token.js';

/** A talent_sheets row as the services read it. */
export interface SheetRow {
  id: number;
  public_id: string;
  team_id: number;
  creator_user_id: number | null;
  title: string;
  description: string | null;
  sheet_type: SheetType;
  casting_call_id: number | null;
  response_status: CastingCallResponseStatus | null;
  campaign_description: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const SHEET_COLUMNS =
  'id, public_id, team_id, creator_user_id, title, description, sheet_type, casting_call_id, response_status, campaign_description, version, created_at, updated_at';

/** The team's response sheet to a creator call, with its creator count. */
export interface ResponseSheetRow {
  id: number;
  public_id: string;
  version: number;
  influencer_count: number;
}

export interface NewSheet {
  teamId: number;
  creatorUserId: number;
  title: string;
  description: string | null;
  sheetType: SheetType;
  /** Creator call responses only. */
  castingCallId: number | null;
  responseStatus: CastingCallResponseStatus | null;
}

export interface SheetUpdate {
  title: string;
  /** undefined keeps the stored public title. */
  description: string | null | undefined;
  sheetType: SheetType;
}

/**
 * The talent_sheets table: one team's sheets by public id, versioned writes. A sheet in the trash
 * (deleted_at set) is not found here: SheetTrashRepository reaches it.
 */
@Injectable()
export class SheetRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findTeamSheet(
    teamId: number,
    publicId: string,
    db: Queryable = this.db,
  ): Promise<SheetRow | undefined> {
    return firstRow<SheetRow>(
      db,
      `SELECT ${SHEET_COLUMNS} FROM talent_sheets WHERE public_id = $1 AND team_id = $2 AND deleted_at IS NULL`,
      [publicId, teamId],
    );
  }

  async findResponseSheet(
    teamId: number,
    castingCallId: number,
    db: Queryable = this.db,
  ): Promise<ResponseSheetRow | undefined> {
    return firstRow<ResponseSheetRow>(
      db,
      `SELECT ts.id, ts.public_id, ts.version,
              (SELECT count(*)::int FROM talent_sheet_influencers tsi WHERE tsi.sheet_id = ts.id) AS influencer_count
         FROM talent_sheets ts WHERE ts.team_id = $1 AND ts.casting_call_id = $2 AND ts.deleted_at IS NULL`,
      [teamId, castingCallId],
    );
  }

  /** How many of these public ids are the team's sheets. */
  async countTeamSheets(teamId: number, publicIds: string[]): Promise<number> {
    const rows: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM talent_sheets
        WHERE team_id = $1 AND public_id = ANY($2::text[]) AND deleted_at IS NULL`,
      [teamId, publicIds],
    );
    return rows[0]?.count ?? 0;
  }

  /** A new sheet under a new random public id. */
  /** A new, empty talent sheet of the team named `title`, created by `creatorUserId`. */
  insertTalentSheet(
    teamId: number,
    creatorUserId: number,
    title: string,
    db: Queryable = this.db,
  ): Promise<{ id: number; public_id: string; version: number }> {
    const sheet = { teamId, creatorUserId, title, description: null, sheetType: 'talent' as const };
    return this.insert({ ...sheet, castingCallId: null, responseStatus: null }, db);
  }

  async insert(
    sheet: NewSheet,
    db: Queryable = this.db,
  ): Promise<{ id: number; public_id: string; version: number }> {
    const rows: { id: number; public_id: string; version: number }[] = await db.query(
      `INSERT INTO talent_sheets (public_id, team_id, creator_user_id, title, description, sheet_type, casting_call_id, response_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, public_id, version`,
      [
        newPublicId(),
        sheet.teamId,
        sheet.creatorUserId,
        sheet.title,
        sheet.description,
        sheet.sheetType,
        sheet.castingCallId,
        sheet.responseStatus,
      ],
    );
    return rows[0]!;
  }

  /** Writes the sheet if it is still at `expectedVersion`; undefined when it moved on (or is not the team's). */
  async updateVersioned(
    teamId: number,
    sheetId: number,
    expectedVersion: number | null,
    update: SheetUpdate,
    db: Queryable = this.db,
  ): Promise<{ id: number; version: number } | undefined> {
    const rows: { id: number; version: number }[] = returning(
      await db.query(
        `UPDATE talent_sheets SET title = $4, description = CASE WHEN $5 THEN $6 ELSE description END,
                sheet_type = $7, version = version + 1, updated_at = now()
          WHERE id = $1 AND team_id = $2 AND version = $3 RETURNING id, version`,
        [
          sheetId,
          teamId,
          expectedVersion,
          update.title,
          update.description !== undefined,
          update.description ?? null,
          update.sheetType,
        ],
      ),
    );
    return rows[0];
  }

  /** Sets the public title; with a version, only if the sheet is still at it. */
  async setPublicTitle(
    teamId: number,
    sheetId: number,
    description: string | null,
    expectedVersion: number | null,
  ): Promise<{ version: number; description: string | null } | undefined> {
    const rows: { version: number; description: string | null }[] = returning(
      await this.db.query(
        `UPDATE talent_sheets SET description = $3, version = version + 1, updated_at = now()
          WHERE id = $1 AND team_id = $2 AND ($4::int IS NULL OR version = $4) RETURNING version, description`,
        [sheetId, teamId, description, expectedVersion],
      ),
    );
    return rows[0];
  }

  async bumpVersions(teamId: number, sheetIds: number[], db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE talent_sheets SET version = version + 1, updated_at = now() WHERE team_id = $1 AND id = ANY($2::int[])`,
      [teamId, sheetIds],
    );
  }

  /** Marks a creator call response submitted (the first submission time stays). */
  async markSubmitted(teamId: number, sheetId: number): Promise<void> {
    await this.db.query(
      `UPDATE talent_sheets SET response_status = 'submitted', submitted_at = coalesce(submitted_at, now()),
              version = version + 1, updated_at = now()
        WHERE id = $1 AND team_id = $2`,
      [sheetId, teamId],
    );
  }
}
