import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { DEMO_PASSWORD, DEMO_TEAM_NAME } from '../modules/accounts/services/demo-seed.service.js';
import type { PasswordHasher } from '../modules/accounts/services/password-hasher.service.js';
import { seedDemoTotp } from '../modules/accounts/two-factor/demo-totp.js';
import { teamIdByName } from './demo-team.js';

/** The platform's own team: the staff user's and the platform admin's home, so the navigation and the console show. */
export const STAFF_TEAM_NAME = 'Talent Pitch Pro Staff';

/** A demo user of the platform itself: platform staff (users.is_staff) or a platform admin (users.is_admin). */
export interface PlatformUser {
  email: string;
  fullName: string;
  nickname: string;
  flag: 'is_staff' | 'is_admin';
}

/**
 * Adds a platform user, team admin of the platform's own team (made by the first of them), once
 * beside the demo agency, also to a database seeded before it existed. Two-factor sign-in: the
 * user signs in with the demo authenticator (DEMO_TOTP_SECRET), also in a database seeded before
 * it existed. Returns whether it added the user.
 */
export async function seedPlatformUser(
  db: DataSource,
  passwords: PasswordHasher,
  logger: Logger,
  user: PlatformUser,
): Promise<boolean> {
  const demo: unknown[] = await db.query(`SELECT 1 FROM teams WHERE name = $1`, [DEMO_TEAM_NAME]);
  const existing: unknown[] = await db.query(`SELECT 1 FROM users WHERE email = $1`, [user.email]);
  if (demo.length > 0) await seedDemoTotp(db, user.email);
  if (demo.length === 0 || existing.length > 0) return false;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const teamId =
      (await teamIdByName(tx, STAFF_TEAM_NAME)) ??
      (
        (await tx.query(`INSERT INTO teams (name, settings) VALUES ($1, '{}'::jsonb) RETURNING id`, [
          STAFF_TEAM_NAME,
        ])) as { id: number }[]
      )[0]!.id;
    // user.flag is one of two fixed column names (the type allows nothing else).
    const [added] = (await tx.query(
      `INSERT INTO users (email, password_hash, full_name, nickname, primary_team_id, ${user.flag})
       VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING RETURNING id`,
      [user.email, passwordHash, user.fullName, user.nickname, teamId],
    )) as { id: number }[];
    if (added)
      await tx.query(`INSERT INTO team_memberships (user_id, team_id, role) VALUES ($1, $2, 'team_admin')`, [
        added.id,
        teamId,
      ]);
  });
  await seedDemoTotp(db, user.email);
  logger.info(`Seeded the demo ${user.flag === 'is_staff' ? 'staff user' : 'platform admin'} ${user.email}`);
  return true;
}
