import type { INestApplicationContext } from '@nestjs/common';
import { DemoSeedService } from '../modules/accounts/services/demo-seed.service.js';
import { AnalyticsDemoSeedService } from './analytics-demo-seed.service.js';
import { CollectionsDemoSeedService } from './collections-demo-seed.service.js';
import { MessagingDemoSeedService } from './messaging-demo-seed.service.js';
import { DEMO_ADMIN, DEMO_STAFF, PlatformUserSeedService } from './platform-user-seed.service.js';
import { SheetsDemoSeedService } from './sheets-demo-seed.service.js';
import { TalentDemoSeedService } from './talent-demo-seed.service.js';

/** One step of the demo data: what it writes, and how it runs on the started application. */
export interface DemoSeed {
  name: string;
  run(app: INestApplicationContext): Promise<unknown>;
}

/**
 * The demo data `npm start` writes (SEED_DEMO=true), in the one order it runs: each step writes
 * only what is missing (seedIfEmpty / seedIfMissing), so a restart adds nothing, and each step
 * may read what the steps before it wrote.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  { name: 'demo agency and its users', run: (app) => app.get(DemoSeedService).seedIfEmpty() },
  { name: 'demo roster and second team', run: (app) => app.get(TalentDemoSeedService).seedIfEmpty() },
  { name: 'sheets, campaigns, creator calls', run: (app) => app.get(SheetsDemoSeedService).seedIfEmpty() },
  // After the sheets: the demo collections group the demo sheets.
  { name: 'collections', run: (app) => app.get(CollectionsDemoSeedService).seedIfEmpty() },
  { name: 'staff user', run: (app) => app.get(PlatformUserSeedService).seedIfMissing(DEMO_STAFF) },
  { name: 'platform admin', run: (app) => app.get(PlatformUserSeedService).seedIfMissing(DEMO_ADMIN) },
  // After the sheets and the staff: the demo response and the staff's answer become conversations.
  { name: 'conversations', run: (app) => app.get(MessagingDemoSeedService).seedIfEmpty() },
  // After the sheets: brands viewed the demo sheets and clicked their creators.
  { name: 'analytics events', run: (app) => app.get(AnalyticsDemoSeedService).seedIfEmpty() },
];

/** Writes the demo data, step after step. */
export async function seedDemo(app: INestApplicationContext): Promise<void> {
  for (const seed of DEMO_SEEDS) await seed.run(app);
}
