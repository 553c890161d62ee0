import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { TalentModule } from '../talent/talent.module.js';
import { AddTalentController } from './controllers/add-talent.controller.js';
import { TalentConnectController, TalentDataController } from './controllers/talent-data.controller.js';
import {
  CONNECTION_PROVIDER,
  OfflineConnectionProvider,
  type ConnectionProvider,
} from './providers/connection-provider.js';
import { OfflineSocialDataProvider } from './providers/offline-social-data.provider.js';
import { SOCIAL_DATA_PROVIDER, type SocialDataProvider } from './providers/social-data-provider.js';
import { AddTalentTasksRepository } from './repositories/add-talent-tasks.repository.js';
import { InfluencerLoginsRepository } from './repositories/influencer-logins.repository.js';
import { IntakeCreatorsRepository } from './repositories/intake-creators.repository.js';
import { AddTalentService } from './services/add-talent.service.js';
import { TalentLoginsService } from './services/talent-logins.service.js';

/** Providers by configuration name; a real one is added here and chosen with its variable. */
const SOCIAL_DATA_PROVIDERS: Record<string, () => SocialDataProvider> = {
  offline: () => new OfflineSocialDataProvider(),
};
const CONNECTION_PROVIDERS: Record<string, () => ConnectionProvider> = {
  offline: () => new OfflineConnectionProvider(),
};

function choose<T>(kind: string, table: Record<string, () => T>, name: string): T {
  const make = table[name];
  if (!make) throw new Error(`${kind} must be one of ${Object.keys(table).join(', ')} (got "${name}")`);
  return make();
}

/**
 * Talent intake: Add Talent (check-social, add-influencer, the add-talent tasks run by the job
 * queue through the social-data provider) and Talent Data Authorization (login links and the
 * public connect page through the connection provider). See README.md.
 */
@Module({
  imports: [AccountsModule, TalentModule, MessagingModule],
  controllers: [AddTalentController, TalentDataController, TalentConnectController],
  providers: [
    AddTalentService,
    AddTalentTasksRepository,
    IntakeCreatorsRepository,
    InfluencerLoginsRepository,
    TalentLoginsService,
    {
      provide: SOCIAL_DATA_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        choose('SOCIAL_DATA_PROVIDER', SOCIAL_DATA_PROVIDERS, config.socialDataProvider),
    },
    {
      provide: CONNECTION_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        choose('CONNECTION_PROVIDER', CONNECTION_PROVIDERS, config.connectionProvider),
    },
  ],
  /** My Requests (the requests module) lists the caller's Add Talent tasks through it. */
  exports: [AddTalentService],
})
export class IntakeModule {}
