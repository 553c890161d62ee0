import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedPlatformUser, type PlatformUser } from './platform-user-seed.js';

export const DEMO_ADMIN_EMAIL = 'admin@talentpitch.example';
const DEMO_ADMIN: PlatformUser = {
  email: DEMO_ADMIN_EMAIL,
  fullName: 'Alex Morgan',
  nickname: 'Alex',
  flag: 'is_admin',
};

/**
 * The demo's platform admin (users.is_admin), a team admin of the platform's own team, who acts
 * as any organization through the picker. Added after the staff user, in the staff user's team.
 */
@Injectable()
export class AdminUserSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passwords: PasswordHasher,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'AdminUserSeed' });
  }

  seedIfMissing(): Promise<boolean> {
    return seedPlatformUser(this.db, this.passwords, this.logger, DEMO_ADMIN);
  }
}
