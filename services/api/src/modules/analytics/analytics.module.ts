import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsReportsController } from './controllers/analytics-reports.controller.js';
import { AnalyticsController } from './controllers/analytics.controller.js';
import { AnalyticsEventsRepository } from './repositories/analytics-events.repository.js';
import { AnalyticsReportsRepository } from './repositories/analytics-reports.repository.js';
import { AnalyticsRollupRepository } from './repositories/analytics-rollup.repository.js';
import { AnalyticsEventWriter } from './services/analytics-event-writer.service.js';
import { AnalyticsEventsService } from './services/analytics-events.service.js';
import { AnalyticsFastPath } from './services/analytics-fast-path.js';
import { AnalyticsReportsService } from './services/analytics-reports.service.js';
import { AnalyticsRollupService } from './services/analytics-rollup.service.js';
import { AnalyticsViewersRepository } from './repositories/analytics-viewers.repository.js';
import { ViewerIds } from './services/viewer-ids.service.js';
import { ViewerLinks } from './services/viewer-links.service.js';

/**
 * Analytics: the intake of events sent by the brand-facing pages (POST /api/analytics), which
 * decides what counts; the signed viewer ids and the gate's mailed links that verify an address
 * (ViewerIds, ViewerLinks: exported to the registration gate); the rollups kept by the job queue;
 * the team's reports (see README.md).
 */
@Module({
  imports: [AccountsModule],
  controllers: [AnalyticsController, AnalyticsReportsController],
  providers: [
    AnalyticsEventsRepository,
    AnalyticsReportsRepository,
    AnalyticsRollupRepository,
    AnalyticsEventWriter,
    AnalyticsEventsService,
    AnalyticsFastPath,
    AnalyticsReportsService,
    AnalyticsRollupService,
    AnalyticsViewersRepository,
    ViewerIds,
    ViewerLinks,
  ],
  exports: [AnalyticsEventsRepository, AnalyticsFastPath, ViewerIds, ViewerLinks],
})
export class AnalyticsModule {}
