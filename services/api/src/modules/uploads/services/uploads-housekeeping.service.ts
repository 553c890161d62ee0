import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { UploadsService } from './uploads.service.js';

const EVERY_HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 2 * 60 * 1000;

/**
 * Deletes abandoned uploads (never used by a request or a portrait a day after their key was
 * handed out), rows and bytes. Runs hourly in every API process; the row delete decides who
 * removes which file, so two processes never fight. (Issue 16 moves it onto the job queue.)
 */
@Injectable()
export class UploadsHousekeeping implements OnApplicationBootstrap, OnApplicationShutdown {
  private timers: NodeJS.Timeout[] = [];
  private readonly logger: Logger;

  constructor(
    private readonly uploads: UploadsService,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'UploadsHousekeeping' });
  }

  onApplicationBootstrap(): void {
    const run = () =>
      void this.uploads
        .purgeAbandoned()
        .then((purged) => {
          if (purged > 0) this.logger.info({ purged }, 'Deleted abandoned uploads');
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Deleting abandoned uploads failed'));
    this.timers = [setTimeout(run, FIRST_RUN_AFTER_MS).unref(), setInterval(run, EVERY_HOUR_MS).unref()];
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }
}
