import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { DirectoryController } from './controllers/directory.controller.js';
import { DirectoryRepository } from './repositories/directory.repository.js';
import { DirectoryIndexService } from './services/directory-index.service.js';
import { DirectoryService } from './services/directory.service.js';

/** The directory search (GET /api/directory/social-accounts): every social account the platform knows. */
@Module({
  imports: [AccountsModule],
  controllers: [DirectoryController],
  providers: [DirectoryRepository, DirectoryIndexService, DirectoryService],
  exports: [DirectoryService],
})
export class SearchModule {}
