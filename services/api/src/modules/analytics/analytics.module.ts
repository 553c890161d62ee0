import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AnalyticsController } from './controllers/analytics.controller.js';
import { AnalyticsEvent } from './entities/analytics-event.entity.js';
import { AnalyticsEventsService } from './services/analytics-events.service.js';

/**
 * Analytics: the intake of events sent by the brand-facing pages (POST /api/analytics), stored in
 * analytics_events for the reports (a later issue).
 */
@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEvent]), AccountsModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsEventsService],
  exports: [TypeOrmModule],
})
export class AnalyticsModule {}
