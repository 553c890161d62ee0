import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { AnalyticsEventsRepository, type ResolvedAnalyticsEvent } from '../modules/analytics/index.js';
import { teamIdByName } from './demo-team.js';

/** Days of demo history, today included. */
const DEMO_DAYS = 45;
const DAY_MS = 86_400_000;
const BRAND_VIEWERS = [
  'maya.chen@glowskincare.example',
  'jordan@northwindoutdoor.example',
  'priya@fitlaunch.example',
  'sam.rivera@hearthandoven.example',
];
/** A demo visitor who typed an address at the gate but never followed the mailed link. */
const UNCONFIRMED_VIEWER = 'sam.rivera@hearthandoven.example';
const BROWSERS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
];

/** A small deterministic generator (mulberry32), so every demo database has the same history. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Demo analytics on first start (after the sheets demo seed): 45 days of brands viewing the demo
 * team's talent sheets and clicking their creators, some of them identified at the registration
 * gate (one of them never confirmed the address: unverified), so the Statistics pages show what
 * they are for. Written once, as counted events.
 */
@Injectable()
export class AnalyticsDemoSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: AnalyticsEventsRepository,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'AnalyticsDemoSeed' });
  }

  async seedIfEmpty(): Promise<void> {
    const teamId = await teamIdByName(this.db);
    if (teamId === undefined || (await this.events.teamHasEvents(teamId))) return;
    const sheets = await this.events.talentSheetsWithCreators(teamId);
    const random = generator(2026);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    const history: ResolvedAnalyticsEvent[] = [];
    sheets.forEach((sheet, index) => {
      // Newer sheets were shared more recently; each has its own level of interest.
      const sharedDays = DEMO_DAYS - index * 3;
      const interest = 0.5 + random() * 2.5;
      for (let day = Math.max(sharedDays, 3) - 1; day >= 0; day--) {
        const views = Math.floor(random() * interest * 2);
        for (let n = 0; n < views; n++) {
          const at =
            today - day * DAY_MS + Math.floor(random() * Math.min(DAY_MS, Date.now() - today + day * DAY_MS));
          const viewer = random() < 0.3 ? pick(BRAND_VIEWERS) : null;
          const ip = `198.51.100.${Math.floor(random() * 250)}`;
          const base = {
            team_id: teamId,
            sheet_id: sheet.id,
            sheet_public_id: sheet.public_id,
            collection_id: null,
            collection_public_id: null,
            platform: null,
            url: null,
            viewer_email: viewer,
            viewer_email_verified: viewer !== null && viewer !== UNCONFIRMED_VIEWER,
            user_id: null,
            ip_hash: createHash('sha256').update(ip).digest('hex'),
            user_agent: pick(BROWSERS),
            found: true,
            counted: true,
          };
          history.push({ ...base, event_type: 'sheet_view', influencer_id: null, created_at: new Date(at) });
          const clicks = random() < 0.45 ? 1 + Math.floor(random() * 2) : 0;
          for (let c = 0; c < clicks; c++)
            history.push({
              ...base,
              event_type: 'sheet_click_influencer',
              influencer_id: pick(sheet.influencer_ids),
              created_at: new Date(at + (c + 1) * 45_000),
            });
        }
      }
    });
    await this.db.transaction(async (tx) => {
      await this.events.lockForInsert(tx);
      await this.events.insert(history, tx);
    });
    this.logger.info(`Demo analytics: ${history.length} events over ${DEMO_DAYS} days`);
  }
}
