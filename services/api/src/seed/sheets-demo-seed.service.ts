import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { SECOND_DEMO_TEAM_NAME } from './talent-demo-seed.js';
import { onPgClient } from './pg-client.js';
import { seedDemoSheets, type DemoSheetsResult } from './sheets-demo-seed.js';

/** Demo sheets, campaigns, creator calls and likes on first start (after the talent demo seed). */
@Injectable()
export class SheetsDemoSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'SheetsDemoSeed' });
  }

  async seedIfEmpty(teamName = DEMO_TEAM_NAME): Promise<DemoSheetsResult> {
    const result = await onPgClient(this.dataSource, (client) =>
      seedDemoSheets(client, teamName, SECOND_DEMO_TEAM_NAME),
    );
    if (result.seeded)
      this.logger.info(
        result,
        `Seeded ${result.sheets} demo sheets and ${result.castingCalls} creator calls`,
      );
    return result;
  }
}
