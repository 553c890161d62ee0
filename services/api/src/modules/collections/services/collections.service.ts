import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COLLECTION_ERROR_CODES,
  COMMON_ERROR_CODES,
  SHEET_LIMITS,
  type AlterCollectionTitleResponse,
  type CollectionResponse,
  type CollectionsResponse,
  type SaveCollectionResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import { PublicSheetCache } from '../../sheets/services/public-sheet-cache.js';
import { CollectionsException, invalidField } from '../collections.errors.js';
import { mapCollection, mapCollectionSummary } from '../dto/collection.mapper.js';
import type {
  AlterCollectionTitleDto,
  CollectionsQueryDto,
  SaveCollectionDto,
} from '../dto/collection-requests.dto.js';
import {
  CollectionSheetsRepository,
  type IncludedSheetRow,
} from '../repositories/collection-sheets.repository.js';
import { CollectionsRepository, type CollectionRow } from '../repositories/collections.repository.js';
import { PublicCollectionCache } from './public-collection-cache.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const notFound = () => new CollectionsException(COMMON_ERROR_CODES.notFound);
const changed = () => new CollectionsException(COLLECTION_ERROR_CODES.collectionChanged);

/**
 * The team's collections (the collection editor). Every query is scoped by the caller's
 * team: another team's collection answers 404 like a missing one, another team's sheet is an
 * unknown sheet. Saves of an existing collection carry the version they were based on; the
 * collection row is locked, compared and bumped in one transaction (409 when stale).
 */
@Injectable()
export class CollectionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly collections: CollectionsRepository,
    private readonly sheets: CollectionSheetsRepository,
    private readonly sheetCache: PublicSheetCache,
    private readonly publicCache: PublicCollectionCache,
  ) {}

  async list(scope: TeamScope, query: CollectionsQueryDto): Promise<CollectionsResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? SHEET_LIMITS.collectionPageSizes[0];
    const filter = query.title_filter?.trim() ?? '';
    const pattern =
      filter.length >= SHEET_LIMITS.collectionTitleFilterMin ? `%${escapeLike(filter.toLowerCase())}%` : null;
    const [rows, total] = await Promise.all([
      this.collections.list(scope.teamId, pattern, limit, (page - 1) * limit),
      this.collections.count(scope.teamId, pattern),
    ]);
    return { collections: rows.map(mapCollectionSummary), total, page, limit };
  }

  async get(scope: TeamScope, publicId: string): Promise<CollectionResponse> {
    const collection = await this.find(this.db, scope, publicId);
    const sheets = await this.sheets.sheetsOf(scope.teamId, [collection.id]);
    return { collection: mapCollection(collection, sheets) };
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
    return this.db.transaction(async (tx) => {
      const collection = await this.find(tx, scope, request.collection_id, true);
      if (request.version !== undefined && request.version !== collection.version) throw changed();
      const version = await this.bump(tx, scope, collection, title);
      this.publicCache.invalidate(collection.public_id);
      return { success: true as const, title, version };
    });
  }

  async remove(scope: TeamScope, publicId: string): Promise<SuccessResponse> {
    if (!(await this.collections.delete(scope.teamId, publicId))) throw notFound();
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
    return this.db.transaction(async (tx) => {
      const sheets = await this.teamSheets(tx, scope, ids);
      const created = await this.collections.insert(scope.teamId, scope.userId, title, tx);
      await this.sheets.link(
        scope.teamId,
        created.id,
        sheets.map((sheet) => sheet.id),
        tx,
      );
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
    const answer = await this.db.transaction(async (tx) => {
      const collection = await this.find(tx, scope, publicId, true);
      if (request.version !== collection.version) throw changed();
      const sheets = await this.teamSheets(tx, scope, request.salesheet_ids);
      const titled = sheets.map((sheet) => ({
        ...sheet,
        next: publicTitles.get(sheet.public_id) ?? sheet.description?.trim() ?? '',
      }));
      if (!title || titled.length === 0 || titled.some((sheet) => !sheet.next))
        throw new CollectionsException(COLLECTION_ERROR_CODES.collectionInvalid);

      for (const sheet of titled) {
        if (sheet.next === sheet.description) continue;
        await this.sheets.setPublicTitle(scope.teamId, sheet.id, sheet.next, tx);
        changedSheets.push(sheet.id);
      }
      await this.sheets.replace(
        scope.teamId,
        collection.id,
        sheets.map((sheet) => sheet.id),
        tx,
      );
      const version = await this.bump(tx, scope, collection, title);
      return { success: true as const, collection_id: collection.public_id, version };
    });
    if (changedSheets.length > 0) this.sheetCache.invalidate(...changedSheets);
    this.publicCache.invalidate(publicId);
    return answer;
  }

  /** The caller team's collection, optionally locked for the rest of the transaction (404 otherwise). */
  private async find(
    db: Queryable,
    scope: TeamScope,
    publicId: string,
    lock = false,
  ): Promise<CollectionRow> {
    const collection = await this.collections.find(scope.teamId, publicId, lock, db);
    if (!collection) throw notFound();
    return collection;
  }

  /**
   * The listed sheets in the given order, each a talent sheet of the caller's team (400 naming
   * salesheet_ids otherwise, never saying whether another team has it). Locked against deletion
   * until the transaction ends.
   */
  private async teamSheets(db: Queryable, scope: TeamScope, ids: string[]): Promise<IncludedSheetRow[]> {
    const rows = await this.sheets.teamTalentSheets(scope.teamId, ids, db);
    const byId = new Map(rows.map((row) => [row.public_id, row]));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0)
      throw invalidField(
        'salesheet_ids',
        `salesheet_ids lists sheets that could not be found: ${unknown.join(', ')}`,
      );
    return ids.map((id) => byId.get(id)!);
  }

  private async bump(
    db: Queryable,
    scope: TeamScope,
    collection: CollectionRow,
    title: string,
  ): Promise<number> {
    const version = await this.collections.bump(scope.teamId, collection.id, title, collection.version, db);
    if (version === undefined) throw changed();
    return version;
  }
}
