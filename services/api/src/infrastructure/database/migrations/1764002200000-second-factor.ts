import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in and the distributed-guessing rule (modules/accounts/two-factor/README.md).
 *
 * - user_second_factors: one authenticator (TOTP, RFC 6238) per user; `confirmed_at` null while
 *   a set-up from Settings waits for its first code; `last_used_step` refuses a code used before.
 * - user_recovery_codes: single-use recovery codes, only their SHA-256 kept.
 * - sign_in_challenges: a sign-in whose password (or link) was right and that waits for a second
 *   step; the id is the SHA-256 of the httpOnly cookie's token; a mailed code is kept as the
 *   SHA-256 of (token, code), so the table alone reveals nothing.
 * - sign_in_known_addresses: the (user, keyed IP hash) pairs that completed a sign-in.
 * - sign_in_account_failures (UNLOGGED, like the other counters): wrong passwords per account
 *   and IP, remembered for SIGNIN_ACCOUNT_WINDOW_SECONDS.
 *
 * Two triggers make the rule hold whatever code inserts a session:
 * - sessions_second_factor: a session of a staff member, a platform admin or a user with an
 *   authenticator is inserted only in a transaction that set `tpp.second_factor_user` to that
 *   user (SignInService does, after the second step); otherwise the INSERT fails.
 * - users_privilege_sessions: a user who becomes staff or a platform admin loses every session.
 * Sessions of staff and admins that exist now were made without a second factor: revoked.
 */
/**
 * The counters of distributed guessing (rate-limiter.ts), no foreign key: the rate limiter's own
 * spec creates them on a database that has only the rate-limit tables.
 */
export const SIGN_IN_ACCOUNT_FAILURES_TABLE = [
  `CREATE UNLOGGED TABLE sign_in_account_failures (
     user_id integer NOT NULL,
     ip_key bytea NOT NULL,
     failed_at timestamptz NOT NULL,
     forget_at timestamptz NOT NULL
   )`,
  `CREATE INDEX sign_in_account_failures_user ON sign_in_account_failures (user_id, forget_at)`,
];

export class SecondFactor1764002200000 implements MigrationInterface {
  name = 'SecondFactor1764002200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_second_factors (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret text NOT NULL,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE user_recovery_codes (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    await queryRunner.query(`
      CREATE TABLE sign_in_challenges (
        id text PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        method text NOT NULL CHECK (method IN ('password', 'mailed_link')),
        needs_email_code boolean NOT NULL,
        email_code_hash text,
        needs_totp boolean NOT NULL,
        needs_setup boolean NOT NULL,
        setup_secret text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id)`);
    await queryRunner.query(`
      CREATE TABLE sign_in_known_addresses (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip_hash text NOT NULL,
        first_signed_in_at timestamptz NOT NULL DEFAULT now(),
        last_signed_in_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, ip_hash)
      )`);
    for (const statement of SIGN_IN_ACCOUNT_FAILURES_TABLE) await queryRunner.query(statement);

    await queryRunner.query(`
      CREATE FUNCTION sessions_require_second_factor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND (is_admin OR is_staff))
            OR EXISTS (SELECT 1 FROM user_second_factors
                        WHERE user_id = NEW.user_id AND confirmed_at IS NOT NULL))
           AND coalesce(current_setting('tpp.second_factor_user', true), '') <> NEW.user_id::text THEN
          RAISE EXCEPTION 'a session of user % needs the second sign-in factor', NEW.user_id
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER sessions_second_factor BEFORE INSERT ON sessions
        FOR EACH ROW EXECUTE FUNCTION sessions_require_second_factor()`);
    await queryRunner.query(`
      CREATE FUNCTION users_privilege_revokes_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_privilege_sessions AFTER UPDATE OF is_admin, is_staff ON users
        FOR EACH ROW WHEN ((NEW.is_admin AND NOT OLD.is_admin) OR (NEW.is_staff AND NOT OLD.is_staff))
        EXECUTE FUNCTION users_privilege_revokes_sessions()`);
    await queryRunner.query(`
      UPDATE sessions SET revoked_at = now()
       WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE is_admin OR is_staff)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_privilege_sessions ON users`);
    await queryRunner.query(`DROP FUNCTION users_privilege_revokes_sessions()`);
    await queryRunner.query(`DROP TRIGGER sessions_second_factor ON sessions`);
    await queryRunner.query(`DROP FUNCTION sessions_require_second_factor()`);
    await queryRunner.query(`DROP TABLE sign_in_account_failures`);
    await queryRunner.query(`DROP TABLE sign_in_known_addresses`);
    await queryRunner.query(`DROP TABLE sign_in_challenges`);
    await queryRunner.query(`DROP TABLE user_recovery_codes`);
    await queryRunner.query(`DROP TABLE user_second_factors`);
  }
}
