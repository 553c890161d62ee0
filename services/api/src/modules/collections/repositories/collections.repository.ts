import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SHEET_LIMITS } from '@tpp/contracts';
import { newPublicId } from '../../../common/secure-token.js';
import { firstRow, type Queryable, returning } from '../../../infrastructure/database/queryable.js';
import type { TeamRow } from '../../talent/public-team.js';

/** A collection as the private answers need it. */
export interface CollectionRow {
  id: number;
  public_id: string;
  title: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** One entry of the team's collection list, with its first sheets. */
export interface CollectionSummaryRow {
  id: string;
  title: string;
  created_at: Date;
  updated_at: Date;
  sheet_count: number;
  sheets: { id: string; title: string }[];
}

/** A shared collection with its team's public fields and display settings. */
export type PublicCollectionRow = Omit<TeamRow, 'id'> & {
  collection_id: number;
  public_id: string;
  title: string;
  created_at: Date;
  team_id: number;
};

/** `$2`: a LIKE pattern on the lower-cased title, or NULL for every collection. */
const TITLE_FILTER = `($2::text IS NULL OR lower(c.title) LIKE $2)`;

/** The talent sheets (never campaign sheets nor casting-call responses, nor sheets in the trash) of collection `c`. */
const TALENT_SHEETS_OF_C = `collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent'
  AND s.deleted_at IS NULL WHERE cs.collection_id = c.id`;

/** The `collections` table. Every private query is scoped by the caller's team. */
@Injectable()
export class CollectionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  list(
    teamId: number,
    titlePattern: string | null,
    limit: number,
    offset: number,
    db: Queryable = this.db,
  ): Promise<CollectionSummaryRow[]> {
    return db.query(
      `SELECT c.public_id AS id, c.title, c.created_at, c.updated_at,
              (SELECT count(*) FROM ${TALENT_SHEETS_OF_C})::int AS sheet_count,
              (SELECT coalesce(json_agg(json_build_object('id', f.public_id, 'title', f.title) ORDER BY f.position, f.sheet_id), '[]')
                 FROM (SELECT s.public_id, s.title, cs.position, cs.sheet_id
                         FROM ${TALENT_SHEETS_OF_C}
                        ORDER BY cs.position, cs.sheet_id LIMIT ${SHEET_LIMITS.collectionSheetsShown}) f) AS sheets
         FROM collections c
        WHERE c.team_id = $1 AND ${TITLE_FILTER}
        ORDER BY c.updated_at DESC, c.id DESC
        LIMIT $3 OFFSET $4`,
      [teamId, titlePattern, limit, offset],
    );
  }

  async count(teamId: number, titlePattern: string | null, db: Queryable = this.db): Promise<number> {
    const rows: { total: number }[] = await db.query(
      `SELECT count(*)::int AS total FROM collections c WHERE c.team_id = $1 AND ${TITLE_FILTER}`,
      [teamId, titlePattern],
    );
    return rows[0]?.total ?? 0;
  }

  /** The team's collection, optionally locked for the rest of the transaction. */
  async find(
    teamId: number,
    publicId: string,
    lock = false,
    db: Queryable = this.db,
  ): Promise<CollectionRow | undefined> {
    return firstRow<CollectionRow>(
      db,
      `SELECT id, public_id, title, version, created_at, updated_at FROM collections
        WHERE public_id = $1 AND team_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [publicId, teamId],
    );
  }

  async insert(
    teamId: number,
    creatorUserId: number | null,
    title: string,
    db: Queryable = this.db,
  ): Promise<{ id: number; public_id: string; version: number }> {
    const rows: { id: number; public_id: string; version: number }[] = await db.query(
      `INSERT INTO collections (public_id, team_id, creator_user_id, title)
       VALUES ($1, $2, $3, $4) RETURNING id, public_id, version`,
      [newPublicId(), teamId, creatorUserId, title],
    );
    return rows[0]!;
  }

  /** Sets the title and bumps the version unless it moved on: the new version, or undefined when stale. */
  async bump(
    teamId: number,
    collectionId: number,
    title: string,
    version: number,
    db: Queryable = this.db,
  ): Promise<number | undefined> {
    const rows = returning<{ version: number }>(
      await db.query(
        `UPDATE collections SET title = $3, version = version + 1, updated_at = now()
          WHERE id = $1 AND team_id = $2 AND version = $4 RETURNING version`,
        [collectionId, teamId, title, version],
      ),
    );
    return rows[0]?.version;
  }

  /** Whether the team's collection existed (and is now gone). */
  async delete(teamId: number, publicId: string, db: Queryable = this.db): Promise<boolean> {
    const rows = returning<{ id: number }>(
      await db.query(`DELETE FROM collections WHERE public_id = $1 AND team_id = $2 RETURNING id`, [
        publicId,
        teamId,
      ]),
    );
    return rows.length > 0;
  }

  /** The public page's collection (no session: found by its unguessable public id). */
  async findPublic(publicId: string, db: Queryable = this.db): Promise<PublicCollectionRow | undefined> {
    return firstRow<PublicCollectionRow>(
      db,
      `SELECT c.id AS collection_id, c.public_id, c.title, c.created_at, t.id AS team_id, t.name, t.image_url,
              t.bio, t.contact_email, t.phone_number, t.homepage, t.settings
         FROM collections c JOIN teams t ON t.id = c.team_id
        WHERE c.public_id = $1`,
      [publicId],
    );
  }
}
