import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { AuthTokensRepository } from '../repositories/auth-tokens.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';

const EVERY_HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;
/** Ended sessions and tokens are kept this long for support questions. */
const KEEP_ENDED_DAYS = 7;

/** Deletes sessions and tokens a week after they ended. */
@Injectable()
export class AccountHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private timers: NodeJS.Timeout[] = [];
  private readonly logger: Logger;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tokens: AuthTokensRepository,
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
    const sessions = await this.sessions.purgeEndedBefore(KEEP_ENDED_DAYS);
    const tokens = await this.tokens.purgeEndedBefore(KEEP_ENDED_DAYS);
    if (sessions + tokens > 0) this.logger.info({ sessions, tokens }, 'Purged ended sessions and tokens');
    return { sessions, tokens };
  }
}
