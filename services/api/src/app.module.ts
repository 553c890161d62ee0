import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseHealth } from './infrastructure/database/database-health.service.js';
import { DatabaseModule } from './infrastructure/database/database.module.js';
import { HttpInfrastructureModule } from './infrastructure/http/http-infrastructure.module.js';
import { PlatformController } from './infrastructure/http/platform.controller.js';
import { Readiness } from './infrastructure/http/readiness.js';
import { JobsModule } from './infrastructure/jobs/jobs.module.js';
import { LoggingModule } from './infrastructure/logging/logging.module.js';
import { SigningModule } from './infrastructure/signing/signing.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { OrganizationModule } from './modules/organization/organization.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { CollectionsModule } from './modules/collections/collections.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { IntakeModule } from './modules/intake/intake.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { SheetsModule } from './modules/sheets/sheets.module.js';
import { SharingModule } from './modules/sharing/sharing.module.js';
import { TalentDataModule } from './modules/talent-data/talent-data.module.js';
import { TalentModule } from './modules/talent/talent.module.js';
import { RequestsModule } from './modules/requests/requests.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { TeamLookModule } from './modules/team-look/team-look.module.js';
import { SeedModule } from './seed/seed.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  logger: Logger;
  /** Extra modules (tests add routes that exercise the infrastructure). */
  extraModules?: (Type | DynamicModule)[];
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(options.config),
        LoggingModule.forRoot(options.logger),
        DatabaseModule.forRoot(options.databaseUrl, options.logger),
        HttpInfrastructureModule,
        SigningModule,
        JobsModule,
        AccountsModule,
        TalentModule,
        OrganizationModule,
        TalentDataModule,
        SharingModule,
        SheetsModule,
        CollectionsModule,
        AnalyticsModule,
        DashboardModule,
        AiModule,
        SearchModule,
        UploadsModule,
        RequestsModule,
        IntakeModule,
        TeamLookModule,
        MessagingModule,
        AdminModule,
        SeedModule,
        ...(options.extraModules ?? []),
      ],
      controllers: [PlatformController],
      providers: [DatabaseHealth, Readiness],
    };
  }
}
