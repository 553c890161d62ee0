import type { Queryable } from '../../../infrastructure/database/queryable.js';

/**
 * The authenticator secret of the demo's platform admin (admin@talentpitch.example) and staff
 * user (staff@talentpitch.example), so that `npm start` stays usable: `npm run demo:totp` prints
 * their current code (scripts/demo-totp.mjs), or add this secret to any authenticator app. It is
 * public: demo data only, never seeded with SEED_DEMO=false. The same value is in
 * scripts/demo-totp.mjs and e2e/support/config.ts (demo-totp.spec.ts checks they agree).
 */
export const DEMO_TOTP_SECRET = 'TPPDEMOADMINSTAFFTOTPSECRET23456';

/** Gives the demo user (by address) the demo authenticator unless they have one. */
export async function seedDemoTotp(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO user_second_factors (user_id, secret, confirmed_at)
     SELECT id, $2, now() FROM users WHERE email = $1
     ON CONFLICT (user_id) DO NOTHING`,
    [email, DEMO_TOTP_SECRET],
  );
}
