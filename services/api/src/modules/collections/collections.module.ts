import { Module, type OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PublicSheetCache } from '../sheets/services/public-sheet-cache.js';
import { SheetsModule } from '../sheets/sheets.module.js';
import { PublicRosterCache } from '../talent/services/public-roster-cache.js';
import { TalentModule } from '../talent/talent.module.js';
import { CollectionsController } from './controllers/collections.controller.js';
import { PublicCollectionsController } from './controllers/public-collections.controller.js';
import { CollectionSheetsRepository } from './repositories/collection-sheets.repository.js';
import { CollectionsRepository } from './repositories/collections.repository.js';
import { CollectionsService } from './services/collections.service.js';
import { PublicCollectionCache } from './services/public-collection-cache.js';
import { PublicCollectionService } from './services/public-collection.service.js';

/**
 * Collections: ordered groups of a team's talent sheets with one public link. Saving a collection
 * writes the public titles of its sheets (invalidating those cached public sheets through the
 * SheetsModule's PublicSheetCache). A cached public collection is dropped whenever one of its
 * sheets' public pages or its team's public roster is.
 */
@Module({
  imports: [AccountsModule, SheetsModule, TalentModule],
  controllers: [CollectionsController, PublicCollectionsController],
  providers: [
    CollectionsRepository,
    CollectionSheetsRepository,
    CollectionsService,
    PublicCollectionService,
    PublicCollectionCache,
  ],
  exports: [PublicCollectionCache, CollectionsRepository, CollectionSheetsRepository],
})
export class CollectionsModule implements OnModuleInit {
  constructor(
    private readonly collectionCache: PublicCollectionCache,
    private readonly sheetCache: PublicSheetCache,
    private readonly rosterCache: PublicRosterCache,
  ) {}

  onModuleInit(): void {
    this.sheetCache.onInvalidate((sheetIds) => this.collectionCache.invalidateSheets(sheetIds));
    this.rosterCache.onInvalidate((teamIds) => this.collectionCache.invalidateTeams(teamIds));
  }
}
