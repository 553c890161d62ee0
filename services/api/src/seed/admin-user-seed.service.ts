import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InjectLogger } from '../infrastructure/logging/logging.module.js';
import { DEMO_PASSWORD, DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedDemoTotp } from '../modules/accounts/two-factor/demo-totp.js';
import { STAFF_TEAM_NAME } from './staff-user-seed.service.js';

export const DEMO_ADMIN_EMAIL = 'admin@talentpitch.example';

/**
 * The demo's platform admin (users.is_admin), a team admin of the platform's own team, who acts
 * as any organization through the picker. Added once beside the demo agency and the staff user.
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

  async seedIfMissing(): Promise<boolean> {
    const demo: unknown[] = await this.db.query(`SELECT 1 FROM teams WHERE name = $1`, [DEMO_TEAM_NAME]);
    const admin: unknown[] = await this.db.query(`SELECT 1 FROM users WHERE email = $1`, [DEMO_ADMIN_EMAIL]);
    // Two-factor sign-in: the demo user signs in with the demo authenticator (DEMO_TOTP_SECRET),
    // also in a database seeded before it existed.
    if (demo.length > 0) await seedDemoTotp(this.db, DEMO_ADMIN_EMAIL);
    if (demo.length === 0 || admin.length > 0) return false;
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    await this.db.transaction(async (tx) => {
      const teams = (await tx.query(`SELECT id FROM teams WHERE name = $1 ORDER BY id LIMIT 1`, [
        STAFF_TEAM_NAME,
      ])) as { id: number }[];
      const teamId =
        teams[0]?.id ??
        (
          (await tx.query(`INSERT INTO teams (name, settings) VALUES ($1, '{}'::jsonb) RETURNING id`, [
            STAFF_TEAM_NAME,
          ])) as { id: number }[]
        )[0]!.id;
      const [user] = (await tx.query(
        `INSERT INTO users (email, password_hash, full_name, nickname, primary_team_id, is_admin)
         VALUES ($1, $2, 'Alex Morgan', 'Alex', $3, true) ON CONFLICT DO NOTHING RETURNING id`,
        [DEMO_ADMIN_EMAIL, passwordHash, teamId],
      )) as { id: number }[];
      if (user)
        await tx.query(
          `INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'team_admin')`,
          [user.id, teamId],
        );
    });
    await seedDemoTotp(this.db, DEMO_ADMIN_EMAIL);
    this.logger.info(`Seeded the demo platform admin ${DEMO_ADMIN_EMAIL}`);
    return true;
  }
}
