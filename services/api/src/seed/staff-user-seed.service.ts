import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_PASSWORD, DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedDemoTotp } from '../modules/accounts/two-factor/demo-totp.js';

export const DEMO_STAFF_EMAIL = 'staff@talentpitch.example';
/** The platform's own team: the staff user's home, so the navigation and the console show. */
export const STAFF_TEAM_NAME = 'Talent Pitch Pro Staff';

/**
 * The demo's platform staff user (users.is_staff), who works the requests console. Added once
 * beside the demo agency, also to a database seeded before it existed.
 */
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

  async seedIfMissing(): Promise<boolean> {
    const demo: unknown[] = await this.db.query(`SELECT 1 FROM teams WHERE name = $1`, [DEMO_TEAM_NAME]);
    const staff: unknown[] = await this.db.query(`SELECT 1 FROM users WHERE email = $1`, [DEMO_STAFF_EMAIL]);
    // Two-factor sign-in: the demo user signs in with the demo authenticator (DEMO_TOTP_SECRET),
    // also in a database seeded before it existed.
    if (demo.length > 0) await seedDemoTotp(this.db, DEMO_STAFF_EMAIL);
    if (demo.length === 0 || staff.length > 0) return false;
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    await this.db.transaction(async (tx) => {
      const [team] = (await tx.query(
        `INSERT INTO teams (name, settings) VALUES ($1, '{}'::jsonb) RETURNING id`,
        [STAFF_TEAM_NAME],
      )) as { id: number }[];
      const [user] = (await tx.query(
        `INSERT INTO users (email, password_hash, full_name, nickname, primary_team_id, is_staff)
         VALUES ($1, $2, 'Sam Rivera', 'Sam', $3, true) ON CONFLICT DO NOTHING RETURNING id`,
        [DEMO_STAFF_EMAIL, passwordHash, team!.id],
      )) as { id: number }[];
      if (user)
        await tx.query(
          `INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'team_admin')`,
          [user.id, team!.id],
        );
    });
    await seedDemoTotp(this.db, DEMO_STAFF_EMAIL);
    this.logger.info(`Seeded the demo staff user ${DEMO_STAFF_EMAIL}`);
    return true;
  }
}
