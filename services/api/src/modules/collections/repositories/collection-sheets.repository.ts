import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';

/** A talent sheet of a collection, in collection order, as the collection answers show it. */
export interface CollectionSheetRow {
  collection_id: number;
  /** The sheet's internal id (never sent to browsers). */
  sheet_id: number;
  id: string;
  title: string;
  description: string | null;
  influencer_count: number;
  cover_photo_url: string | null;
}

/** A talent sheet a save includes: its public title (description) may be written. */
export interface IncludedSheetRow {
  id: number;
  public_id: string;
  description: string | null;
}

/** `collection_sheets` and the talent sheets a collection includes, scoped by the collection's team. */
@Injectable()
export class CollectionSheetsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The talent sheets of the given collections in collection order, with their creator count and
   * cover photo (the first creator's picture as the sheet's team shows it): one query for any
   * number of collections.
   */
  sheetsOf(teamId: number, collectionIds: number[], db: Queryable = this.db): Promise<CollectionSheetRow[]> {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return db.query(
      `SELECT cs.collection_id, s.id AS sheet_id, s.public_id AS id, s.title, s.description,
              (SELECT count(*) FROM talent_sheet_influencers WHERE sheet_id = s.id)::int AS influencer_count,
              (SELECT coalesce(ti.custom_picture_url, i.picture_main_url)
                 FROM talent_sheet_influencers tsi
                 JOIN influencers i ON i.id = tsi.influencer_id
                 LEFT JOIN team_influencers ti ON ti.team_id = s.team_id AND ti.influencer_id = tsi.influencer_id
                WHERE tsi.sheet_id = s.id
                ORDER BY tsi.position, tsi.influencer_id LIMIT 1) AS cover_photo_url
         FROM collection_sheets cs
         JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent' AND s.team_id = $2
                              AND s.deleted_at IS NULL
        WHERE cs.collection_id = ANY($1::int[])
        ORDER BY cs.collection_id, cs.position, cs.sheet_id`,
      [collectionIds, teamId],
    );
  }

  /** The team's talent sheets among these public ids, locked against deletion until the transaction ends. */
  teamTalentSheets(
    teamId: number,
    publicIds: string[],
    db: Queryable = this.db,
  ): Promise<IncludedSheetRow[]> {
    if (publicIds.length === 0) return Promise.resolve([]);
    return db.query(
      `SELECT id, public_id, description FROM talent_sheets
        WHERE team_id = $1 AND sheet_type = 'talent' AND public_id = ANY($2::text[]) AND deleted_at IS NULL
        FOR KEY SHARE`,
      [teamId, publicIds],
    );
  }

  /** Writes a team sheet's public title (its description) and bumps the sheet's version. */
  async setPublicTitle(
    teamId: number,
    sheetId: number,
    title: string,
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `UPDATE talent_sheets SET description = $3, version = version + 1, updated_at = now()
        WHERE id = $1 AND team_id = $2`,
      [sheetId, teamId, title],
    );
  }

  /**
   * Replaces the team collection's sheets with these (internal ids), in this order. The places of
   * sheets in the trash stay (hidden), so restoring a sheet puts it back in the collection.
   */
  async replace(
    teamId: number,
    collectionId: number,
    sheetIds: number[],
    db: Queryable = this.db,
  ): Promise<void> {
    await db.query(
      `DELETE FROM collection_sheets cs USING collections c, talent_sheets s
        WHERE cs.collection_id = c.id AND c.id = $1 AND c.team_id = $2 AND s.id = cs.sheet_id
          AND s.deleted_at IS NULL`,
      [collectionId, teamId],
    );
    await this.link(teamId, collectionId, sheetIds, db);
  }

  /** The sheets (internal ids) of the collection that are in the trash: hidden, kept for a restore. */
  async trashedSheetIds(collectionId: number, db: Queryable = this.db): Promise<number[]> {
    const rows: { id: number }[] = await db.query(
      `SELECT s.id FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
        WHERE cs.collection_id = $1 AND s.deleted_at IS NOT NULL`,
      [collectionId],
    );
    return rows.map((row) => row.id);
  }

  /** Adds these sheets (internal ids) to a team collection that has none yet, in this order. */
  async link(
    teamId: number,
    collectionId: number,
    sheetIds: number[],
    db: Queryable = this.db,
  ): Promise<void> {
    if (sheetIds.length === 0) return;
    await db.query(
      `INSERT INTO collection_sheets (collection_id, sheet_id, position)
       SELECT c.id, t.sheet_id, t.position::int - 1
         FROM collections c, unnest($3::int[]) WITH ORDINALITY AS t(sheet_id, position)
        WHERE c.id = $1 AND c.team_id = $2`,
      [collectionId, teamId, sheetIds],
    );
  }
}
