import { Module } from '@nestjs/common';
import { MediaController } from './media/media.controller.js';
import { MediaService } from './media/media.service.js';

/**
 * Creator data: the master tag catalog and categories, the deterministic generator, the bulk
 * loader (seed CLI and the demo seeds of src/seed/) and the generated portraits and post images (/api/media).
 */
@Module({
  controllers: [MediaController],
  providers: [MediaService],
})
export class TalentDataModule {}
