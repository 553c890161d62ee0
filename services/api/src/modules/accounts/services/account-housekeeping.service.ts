import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';

const EVERY_HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

/** Deletes sessions and tokens a week after they ended (kept that long for support questions). */
@Injectable()
export class AccountHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private timers: NodeJS.Timeout[] = [];
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'AccountHousekeeping' });
  }

  onApplicationBootstrap(): void {
    const run = () =>
      void this.purgeEnded().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Purging ended sessions and tokens failed'),
      );
    this.timers = [setTimeout(run, FIRST_RUN_AFTER_MS).unref(), setInterval(run, EVERY_HOUR_MS).unref()];
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }

  async purgeEnded(): Promise<{ sessions: number; tokens: number }> {
    const [, sessions] = (await this.dataSource.query(
      `DELETE FROM sessions WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    )) as [unknown, number];
    const [, tokens] = (await this.dataSource.query(
      `DELETE FROM auth_tokens WHERE expires_at < now() - interval '7 days' OR used_at < now() - interval '7 days'`,
    )) as [unknown, number];
    if (sessions + tokens > 0) this.logger.info({ sessions, tokens }, 'Purged ended sessions and tokens');
    return { sessions, tokens };
  }
}
