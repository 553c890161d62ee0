import { Module } from '@nestjs/common';
import { OpenGraphService } from './open-graph.service.js';

/**
 * Link previews of the brand-facing pages: the static site asks OpenGraphService for the card of
 * a /public/* path and puts its tags into the shell's index.html (see app.factory.ts).
 */
@Module({
  providers: [OpenGraphService],
  exports: [OpenGraphService],
})
export class SharingModule {}
