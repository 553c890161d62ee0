import { Injectable } from '@nestjs/common';
import { COMMON_ERROR_CODES, type PublicCollection } from '@tpp/contracts';
import type { CachedAnswer } from '../../../infrastructure/http/json-answer-cache.js';
import { CollectionsException } from '../collections.errors.js';
import { mapPublicCollection } from '../dto/collection.mapper.js';
import { CollectionSheetsRepository } from '../repositories/collection-sheets.repository.js';
import { CollectionsRepository } from '../repositories/collections.repository.js';
import { PublicCollectionCache } from './public-collection-cache.js';

/**
 * GET /api/public/collections/{id}: the collection, its talent sheets (never campaign sheets nor
 * casting-call responses) in order, the team's public fields and display settings. No internal
 * sheet titles leave: a sheet shows its public title ('Selected Talent' when it has none).
 */
@Injectable()
export class PublicCollectionService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly sheets: CollectionSheetsRepository,
    private readonly cache: PublicCollectionCache,
  ) {}

  async collection(publicId: string): Promise<CachedAnswer> {
    const answer = await this.cache.getOrBuild(publicId, '', () => this.build(publicId));
    if (!answer) throw new CollectionsException(COMMON_ERROR_CODES.notFound);
    return answer;
  }

  async build(publicId: string): Promise<PublicCollection | null> {
    const row = await this.collections.findPublic(publicId);
    if (!row) return null;
    const [sheetRows, trashed] = await Promise.all([
      this.sheets.sheetsOf(row.team_id, [row.collection_id]),
      this.sheets.trashedSheetIds(row.collection_id),
    ]);
    // A sheet in the trash is hidden; restoring it (an invalidation of that sheet) rebuilds this answer.
    this.cache.remember(publicId, row.team_id, [...sheetRows.map((sheet) => sheet.sheet_id), ...trashed]);
    return mapPublicCollection(row, sheetRows);
  }
}
