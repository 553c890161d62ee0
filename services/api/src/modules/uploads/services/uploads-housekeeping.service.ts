import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Housekeeping } from '../../../infrastructure/jobs/housekeeping.service.js';
import { UploadsService } from './uploads.service.js';

/**
 * Deletes abandoned uploads (never used by a request or a portrait a day after their key was
 * handed out), rows and bytes: the `uploads-purge` housekeeping task, run once per slot across
 * processes (infrastructure/jobs/README.md). The row delete decides who removes which file.
 */
@Injectable()
export class UploadsHousekeeping implements OnModuleInit {
  constructor(
    private readonly uploads: UploadsService,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'uploads-purge',
      run: async () => ({ uploads: await this.uploads.purgeAbandoned() }),
    });
  }
}
