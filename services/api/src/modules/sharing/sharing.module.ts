import { Module } from '@nestjs/common';
import { OpenGraphRepository } from './repositories/open-graph.repository.js';
import { OpenGraphService } from './services/open-graph.service.js';

/**
 * Link previews of the brand-facing pages: the static site asks OpenGraphService for the card of
 * a /public/* path and puts its tags into the shell's index.html (see app.factory.ts).
 */
@Module({
  providers: [OpenGraphRepository, OpenGraphService],
  exports: [OpenGraphService],
})
export class SharingModule {}
