import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { UploadsController } from './controllers/uploads.controller.js';
import { UploadsRepository } from './repositories/uploads.repository.js';
import { UploadFilesService } from './services/upload-files.service.js';
import { UploadsHousekeeping } from './services/uploads-housekeeping.service.js';
import { OBJECT_STORAGE, UploadsService } from './services/uploads.service.js';
import { LocalObjectStorage } from './storage/local-object-storage.js';
import type { ObjectStorage } from './storage/object-storage.js';
import { S3ObjectStorage } from './storage/s3-object-storage.js';

/**
 * Uploads (see README.md): keys and upload URLs, the local PUT, the byte checks, the file route
 * and the clean-up of abandoned uploads. Other modules use UploadsService.verify/markUsed.
 */
@Module({
  imports: [AccountsModule],
  controllers: [UploadsController],
  providers: [
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ObjectStorage =>
        config.uploads.storage === 's3' && config.uploads.s3
          ? new S3ObjectStorage(config.uploads.s3)
          : new LocalObjectStorage(config.uploads.localDir),
    },
    UploadsRepository,
    UploadsService,
    UploadFilesService,
    UploadsHousekeeping,
  ],
  exports: [UploadsService],
})
export class UploadsModule {}
