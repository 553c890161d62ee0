import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { onPgClient } from './pg-client.js';
import { seedDemoTalent, type DemoTalentResult } from './talent-demo-seed.js';

/** Fills the demo agency's roster on first start (after the accounts demo seed). */
@Injectable()
export class TalentDemoSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'TalentDemoSeed' });
  }

  async seedIfEmpty(teamName = DEMO_TEAM_NAME): Promise<DemoTalentResult> {
    const result = await onPgClient(this.dataSource, (client) => seedDemoTalent(client, teamName));
    if (result.seeded)
      this.logger.info(
        { creators: result.creators, posts: result.posts, ms: result.elapsedMs },
        `Seeded ${result.creators} demo creators for "${teamName}" and a second agency`,
      );
    return result;
  }
}
