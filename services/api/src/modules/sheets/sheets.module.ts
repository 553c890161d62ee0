import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { SHEET_ENTITIES } from './entities/index.js';
import { PublicSheetCache } from './services/public-sheet-cache.js';

/**
 * Talent, campaign and casting-call response sheets, brand casting calls, likes and favorites,
 * client responses and the brand-facing shared sheet views. Exports the sheet entities and
 * PublicSheetCache so other modules (collections, analytics) read sheets and invalidate cached
 * public sheets after their writes.
 */
@Module({
  imports: [TypeOrmModule.forFeature(SHEET_ENTITIES), AccountsModule, TalentModule],
  controllers: [],
  providers: [PublicSheetCache],
  exports: [TypeOrmModule, PublicSheetCache],
})
export class SheetsModule {}
