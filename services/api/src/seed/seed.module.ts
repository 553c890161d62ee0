import { Module } from '@nestjs/common';
import { AccountsModule } from '../modules/accounts/accounts.module.js';
import { AnalyticsModule } from '../modules/analytics/analytics.module.js';
import { CollectionsModule } from '../modules/collections/collections.module.js';
import { MessagingModule } from '../modules/messaging/messaging.module.js';
import { AnalyticsDemoSeedService } from './analytics-demo-seed.service.js';
import { CollectionsDemoSeedService } from './collections-demo-seed.service.js';
import { MessagingDemoSeedService } from './messaging-demo-seed.service.js';
import { PlatformUserSeedService } from './platform-user-seed.service.js';
import { SheetsDemoSeedService } from './sheets-demo-seed.service.js';
import { TalentDemoSeedService } from './talent-demo-seed.service.js';

/**
 * The demo seeds (SEED_DEMO=true; the order they run in is DEMO_SEEDS in demo-seeds.ts). They use
 * the product modules only through what those publish: exported services (PasswordHasher,
 * ConversationsService, NotificationsService, the accounts' DemoSeedService) and the repositories
 * the analytics, collections and messaging modules publish through their index.ts for this.
 * seedDemo and the tests reach the seeds with app.get, which looks in every module.
 */
@Module({
  imports: [AccountsModule, AnalyticsModule, CollectionsModule, MessagingModule],
  providers: [
    TalentDemoSeedService,
    SheetsDemoSeedService,
    CollectionsDemoSeedService,
    PlatformUserSeedService,
    MessagingDemoSeedService,
    AnalyticsDemoSeedService,
  ],
})
export class SeedModule {}
