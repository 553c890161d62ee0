import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsController } from './controllers/analytics.controller.js';
import { AnalyticsEventsRepository } from './repositories/analytics-events.repository.js';
import { AnalyticsEventsService } from './services/analytics-events.service.js';

/**
 * Analytics: the intake of events sent by the brand-facing pages (POST /api/analytics), stored in
 * analytics_events for the reports (a later issue).
 */
@Module({
  imports: [AccountsModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsEventsRepository, AnalyticsEventsService],
})
export class AnalyticsModule {}
