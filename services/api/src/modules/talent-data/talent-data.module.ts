import { Module } from '@nestjs/common';
import { TalentDemoSeedService } from './demo/talent-demo-seed.service.js';
import { MediaController } from './media/media.controller.js';
import { MediaService } from './media/media.service.js';

/**
 * Creator data: the master tag catalog and categories, the deterministic generator, the bulk
 * loader (seed CLI and demo data) and the generated portraits and post images (/api/media).
 */
@Module({
  controllers: [MediaController],
  providers: [MediaService, TalentDemoSeedService],
  exports: [TalentDemoSeedService],
})
export class TalentDataModule {}
