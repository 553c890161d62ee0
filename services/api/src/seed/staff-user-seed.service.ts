import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedPlatformUser, type PlatformUser } from './platform-user-seed.js';

export const DEMO_STAFF_EMAIL = 'staff@talentpitch.example';
const DEMO_STAFF: PlatformUser = {
  email: DEMO_STAFF_EMAIL,
  fullName: 'Sam Rivera',
  nickname: 'Sam',
  flag: 'is_staff',
};

/** The demo's platform staff user (users.is_staff), who works the requests console. */
@Injectable()
export class StaffUserSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passwords: PasswordHasher,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'StaffUserSeed' });
  }

  seedIfMissing(): Promise<boolean> {
    return seedPlatformUser(this.db, this.passwords, this.logger, DEMO_STAFF);
  }
}
