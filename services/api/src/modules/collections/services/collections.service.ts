import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SHEET_LIMITS,
  type AlterCollectionTitleResponse,
  type Collection as CollectionAnswer,
  type CollectionSummary,
  type CollectionsResponse,
  type SaveCollectionResponse,
} from '@tpp/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { PublicSheetCache } from '../../sheets/services/public-sheet-cache.js';
import type {
  AlterCollectionTitleDto,
  CollectionsQueryDto,
  SaveCollectionDto,
} from '../dto/collection-requests.dto.js';
import {
  collectionChanged,
  collectionInvalid,
  collectionNotFound,
  invalidField,
} from './collection-errors.js';
import { collectionSheets, toCollectionSheet } from './collection-sheets.js';
import { PublicCollectionCache } from './public-collection-cache.js';

interface CollectionRow {
  id: number;
  public_id: string;
  title: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

interface SheetRow {
  id: number;
  public_id: string;
  description: string | null;
}

/** Random, unguessable public id: 12 random bytes (96 bits), 16 base64url characters. */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** TypeORM answers UPDATE and DELETE with [rows, affected]: the RETURNING rows either way. */
function returned<T>(result: unknown): T[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
}
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The team's collections (workspace.md, Collection editor). Every query is scoped by the caller's
 * team: another team's collection answers 404 like a missing one, another team's sheet is an
 * unknown sheet. Saves of an existing collection carry the version they were based on; the
 * collection row is locked, compared and bumped in one transaction (409 when stale).
 */
@Injectable()
export class CollectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sheetCache: PublicSheetCache,
    private readonly publicCache: PublicCollectionCache,
  ) {}

  async list(scope: TeamScope, query: CollectionsQueryDto): Promise<CollectionsResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? SHEET_LIMITS.collectionPageSizes[0];
    const filter = query.title_filter?.trim() ?? '';
    const pattern =
      filter.length >= SHEET_LIMITS.collectionTitleFilterMin ? `%${escapeLike(filter.toLowerCase())}%` : null;
    const [rows, totals] = await Promise.all([
      this.db.query(
        `SELECT c.public_id AS id, c.title, c.created_at, c.updated_at,
                (SELECT count(*) FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id
                  WHERE cs.collection_id = c.id AND s.sheet_type = 'talent')::int AS sheet_count,
                (SELECT coalesce(json_agg(json_build_object('id', f.public_id, 'title', f.title) ORDER BY f.position, f.sheet_id), '[]')
                   FROM (SELECT s.public_id, s.title, cs.position, cs.sheet_id
                           FROM collection_sheets cs JOIN talent_sheets s ON s.id = cs.sheet_id AND s.sheet_type = 'talent'
                          WHERE cs.collection_id = c.id
                          ORDER BY cs.position, cs.sheet_id LIMIT ${SHEET_LIMITS.collectionSheetsShown}) f) AS sheets
           FROM collections c
          WHERE c.team_id = $1 AND ($2::text IS NULL OR lower(c.title) LIKE $2)
          ORDER BY c.updated_at DESC, c.id DESC
          LIMIT $3 OFFSET $4`,
        [scope.teamId, pattern, limit, (page - 1) * limit],
      ) as Promise<
        (Omit<CollectionSummary, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date })[]
      >,
      this.db.query(
        `SELECT count(*)::int AS total FROM collections WHERE team_id = $1 AND ($2::text IS NULL OR lower(title) LIKE $2)`,
        [scope.teamId, pattern],
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      collections: rows.map((row) => ({
        ...row,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
      total: totals[0]?.total ?? 0,
      page,
      limit,
    };
  }

  async get(scope: TeamScope, publicId: string): Promise<CollectionAnswer> {
    const collection = await this.find(this.db.manager, scope, publicId);
    const sheets = (await collectionSheets(this.db.manager, [collection.id])).map(toCollectionSheet);
    return {
      id: collection.public_id,
      title: collection.title,
      salesheet_ids: sheets.map((sheet) => sheet.id),
      sheets,
      created_at: iso(collection.created_at),
      updated_at: iso(collection.updated_at),
      version: collection.version,
    };
  }

  save(scope: TeamScope, request: SaveCollectionDto): Promise<SaveCollectionResponse> {
    const ids = request.salesheet_ids;
    if (new Set(ids).size !== ids.length)
      throw invalidField('salesheet_ids', 'salesheet_ids must not list a sheet twice');
    const publicTitles = this.publicTitlesOf(request);
    return request.collection_id === undefined
      ? this.create(scope, request.title, ids)
      : this.update(scope, request.collection_id, request, publicTitles);
  }

  async alterTitle(
    scope: TeamScope,
    request: AlterCollectionTitleDto,
  ): Promise<AlterCollectionTitleResponse> {
    const title = request.title.trim();
    if (!title) throw invalidField('title', 'title is required');
    return this.db.transaction(async (manager) => {
      const collection = await this.find(manager, scope, request.collection_id, true);
      if (request.version !== undefined && request.version !== collection.version) throw collectionChanged();
      const version = await this.bump(manager, collection, title);
      this.publicCache.invalidate(collection.public_id);
      return { success: true as const, title, version };
    });
  }

  async remove(scope: TeamScope, publicId: string): Promise<{ success: true }> {
    const deleted = returned(
      await this.db.query(`DELETE FROM collections WHERE public_id = $1 AND team_id = $2 RETURNING id`, [
        publicId,
        scope.teamId,
      ]),
    );
    if (deleted.length === 0) throw collectionNotFound();
    this.publicCache.invalidate(publicId);
    return { success: true };
  }

  /** The validated public titles: sheet id -> trimmed title (blank ones are dropped: not saved). */
  private publicTitlesOf(request: SaveCollectionDto): Map<string, string> {
    const titles = new Map<string, string>();
    for (const [sheetId, value] of Object.entries(request.public_titles ?? {})) {
      if (typeof value !== 'string')
        throw invalidField('public_titles', 'each of public_titles must be a string');
      if (value.length > SHEET_LIMITS.titleMaxLength)
        throw invalidField(
          'public_titles',
          `each of public_titles must be at most ${SHEET_LIMITS.titleMaxLength} characters`,
        );
      if (value.trim()) titles.set(sheetId, value.trim());
    }
    return titles;
  }

  private async create(scope: TeamScope, rawTitle: string, ids: string[]): Promise<SaveCollectionResponse> {
    const title = rawTitle.trim();
    if (!title) throw invalidField('title', 'title is required');
    return this.db.transaction(async (manager) => {
      const sheets = await this.teamSheets(manager, scope, ids);
      const rows: { id: number; public_id: string; version: number }[] = await manager.query(
        `INSERT INTO collections (public_id, team_id, creator_user_id, title)
         VALUES ($1, $2, $3, $4) RETURNING id, public_id, version`,
        [newPublicId(), scope.teamId, scope.userId, title],
      );
      const created = rows[0]!;
      await this.link(manager, created.id, sheets);
      return { success: true as const, collection_id: created.public_id, version: created.version };
    });
  }

  private async update(
    scope: TeamScope,
    publicId: string,
    request: SaveCollectionDto,
    publicTitles: Map<string, string>,
  ): Promise<SaveCollectionResponse> {
    if (request.version === undefined)
      throw invalidField('version', 'version is required when saving an existing collection');
    const title = request.title.trim();
    const changedSheets: number[] = [];
    const answer = await this.db.transaction(async (manager) => {
      const collection = await this.find(manager, scope, publicId, true);
      if (request.version !== collection.version) throw collectionChanged();
      const sheets = await this.teamSheets(manager, scope, request.salesheet_ids);
      const titled = sheets.map((sheet) => ({
        ...sheet,
        next: publicTitles.get(sheet.public_id) ?? sheet.description?.trim() ?? '',
      }));
      if (!title || titled.length === 0 || titled.some((sheet) => !sheet.next)) throw collectionInvalid();

      for (const sheet of titled) {
        if (sheet.next === sheet.description) continue;
        await manager.query(
          `UPDATE talent_sheets SET description = $2, version = version + 1, updated_at = now() WHERE id = $1`,
          [sheet.id, sheet.next],
        );
        changedSheets.push(sheet.id);
      }
      await manager.query(`DELETE FROM collection_sheets WHERE collection_id = $1`, [collection.id]);
      await this.link(manager, collection.id, sheets);
      const version = await this.bump(manager, collection, title);
      return { success: true as const, collection_id: collection.public_id, version };
    });
    if (changedSheets.length > 0) this.sheetCache.invalidate(...changedSheets);
    this.publicCache.invalidate(publicId);
    return answer;
  }

  /** The caller team's collection, optionally locked for the rest of the transaction (404 otherwise). */
  private async find(
    manager: EntityManager,
    scope: TeamScope,
    publicId: string,
    lock = false,
  ): Promise<CollectionRow> {
    const rows: CollectionRow[] = await manager.query(
      `SELECT id, public_id, title, version, created_at, updated_at FROM collections
        WHERE public_id = $1 AND team_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [publicId, scope.teamId],
    );
    if (!rows[0]) throw collectionNotFound();
    return rows[0];
  }

  /**
   * The listed sheets in the given order, each a talent sheet of the caller's team (400 naming
   * salesheet_ids otherwise, never saying whether another team has it). Locked against deletion
   * until the transaction ends.
   */
  private async teamSheets(manager: EntityManager, scope: TeamScope, ids: string[]): Promise<SheetRow[]> {
    if (ids.length === 0) return [];
    const rows: SheetRow[] = await manager.query(
      `SELECT id, public_id, description FROM talent_sheets
        WHERE team_id = $1 AND sheet_type = 'talent' AND public_id = ANY($2::text[])
        FOR KEY SHARE`,
      [scope.teamId, ids],
    );
    const byId = new Map(rows.map((row) => [row.public_id, row]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0)
      throw invalidField(
        'salesheet_ids',
        `salesheet_ids lists sheets that could not be found: ${unknown.join(', ')}`,
      );
    return ids.map((id) => byId.get(id)!);
  }

  private async link(manager: EntityManager, collectionId: number, sheets: SheetRow[]): Promise<void> {
    if (sheets.length === 0) return;
    await manager.query(
      `INSERT INTO collection_sheets (collection_id, sheet_id, position)
       SELECT $1, sheet_id, position::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS t(sheet_id, position)`,
      [collectionId, sheets.map((sheet) => sheet.id)],
    );
  }

  private async bump(manager: EntityManager, collection: CollectionRow, title: string): Promise<number> {
    const rows = returned<{ version: number }>(
      await manager.query(
        `UPDATE collections SET title = $2, version = version + 1, updated_at = now()
          WHERE id = $1 AND version = $3 RETURNING version`,
        [collection.id, title, collection.version],
      ),
    );
    if (!rows[0]) throw collectionChanged();
    return rows[0].version;
  }
}
