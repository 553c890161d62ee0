import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedPlatformUser, type PlatformUser } from './platform-user-seed.js';

export const DEMO_ADMIN_EMAIL = 'admin@talentpitch.example';
export const DEMO_STAFF_EMAIL = 'staff@talentpitch.example';

/** The demo's platform staff user (users.is_staff), who works the requests console. */
export const DEMO_STAFF: PlatformUser = {
  email: DEMO_STAFF_EMAIL,
  fullName: 'Sam Rivera',
  nickname: 'Sam',
  flag: 'is_staff',
};

/**
 * The demo's platform admin (users.is_admin), a team admin of the platform's own team, who acts
 * as any organization through the picker. Added after the staff user, in the staff user's team.
 */
export const DEMO_ADMIN: PlatformUser = {
  email: DEMO_ADMIN_EMAIL,
  fullName: 'Alex Morgan',
  nickname: 'Alex',
  flag: 'is_admin',
};

/** Adds one of the demo's platform users (DEMO_STAFF, DEMO_ADMIN) when missing: seedPlatformUser. */
@Injectable()
export class PlatformUserSeedService {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passwords: PasswordHasher,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'PlatformUserSeed' });
  }

  seedIfMissing(user: PlatformUser): Promise<boolean> {
    return seedPlatformUser(this.db, this.passwords, this.logger, user);
  }
}
