import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedCount, returning, type Queryable } from '../../../infrastructure/database/queryable.js';

export interface SecondFactorRow {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  last_used_step: string | null;
}

/** How a sign-in's first step was proved: a password, or a mailed link (magic link, invitation). */
export type SignInMethod = 'password' | 'mailed_link';

export interface ChallengeRow {
  id: string;
  user_id: number;
  method: SignInMethod;
  needs_email_code: boolean;
  email_code_hash: string | null;
  needs_totp: boolean;
  needs_setup: boolean;
  setup_secret: string | null;
}

export interface NewChallenge {
  /** The SHA-256 of the cookie's token. */
  id: string;
  userId: number;
  method: SignInMethod;
  needsEmailCode: boolean;
  emailCodeHash: string | null;
  needsTotp: boolean;
  needsSetup: boolean;
  lifetimeSeconds: number;
}

const CHALLENGE_COLUMNS = `id, user_id, method, needs_email_code, email_code_hash, needs_totp, needs_setup, setup_secret`;

/**
 * The second factor's tables (migration SecondFactor1764002200000): authenticators, recovery
 * codes, pending sign-ins and the addresses that signed in. Everything is keyed by user id; only
 * hashes of codes and challenge tokens are stored.
 */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async factorOf(userId: number, db: Queryable = this.db): Promise<SecondFactorRow | null> {
    const rows: SecondFactorRow[] = await db.query(
      `SELECT user_id, secret, confirmed_at, last_used_step FROM user_second_factors WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** A set-up waiting for its first code (replaces an earlier unconfirmed one; never a confirmed one). */
  async savePendingSecret(userId: number, secret: string): Promise<boolean> {
    const rows = returning(
      await this.db.query(
        `INSERT INTO user_second_factors (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, created_at = now(), last_used_step = NULL
           WHERE user_second_factors.confirmed_at IS NULL
         RETURNING user_id`,
        [userId, secret],
      ),
    );
    return rows.length === 1;
  }

  /** Turns the authenticator on with the step of the code that proved it (that code is used). */
  async confirm(userId: number, secret: string, step: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO user_second_factors (user_id, secret, confirmed_at, last_used_step) VALUES ($1, $2, now(), $3)
       ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, confirmed_at = now(), last_used_step = $3`,
      [userId, secret, step],
    );
  }

  /**
   * Uses a step of the user's authenticator: true only when it is later than the last one used, so
   * a code works once, also when two requests bring it at the same moment.
   */
  async useStep(
    userId: number,
    step: number,
    confirmedOnly: boolean,
    db: Queryable = this.db,
  ): Promise<boolean> {
    const rows = returning(
      await db.query(
        `UPDATE user_second_factors SET last_used_step = $2
          WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
            AND ($3::boolean IS FALSE OR confirmed_at IS NOT NULL)
          RETURNING user_id`,
        [userId, step, confirmedOnly],
      ),
    );
    return rows.length === 1;
  }

  async remove(userId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM user_second_factors WHERE user_id = $1`, [userId]);
    await db.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
  }

  /** Replaces every recovery code of the user with these hashes. */
  async replaceRecoveryCodes(userId: number, hashes: string[], db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
    await db.query(`INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      userId,
      hashes,
    ]);
  }

  /** Marks an unused recovery code used in one UPDATE: of two concurrent uses exactly one wins. */
  async useRecoveryCode(userId: number, hash: string, db: Queryable = this.db): Promise<boolean> {
    const rows = returning(
      await db.query(
        `UPDATE user_recovery_codes SET used_at = now()
          WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [userId, hash],
      ),
    );
    return rows.length === 1;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const rows: { left: number }[] = await this.db.query(
      `SELECT count(*)::int AS left FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return rows[0]?.left ?? 0;
  }

  // Pending sign-ins.

  async insertChallenge(challenge: NewChallenge, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO sign_in_challenges
         (id, user_id, method, needs_email_code, email_code_hash, needs_totp, needs_setup, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [
        challenge.id,
        challenge.userId,
        challenge.method,
        challenge.needsEmailCode,
        challenge.emailCodeHash,
        challenge.needsTotp,
        challenge.needsSetup,
        challenge.lifetimeSeconds,
      ],
    );
  }

  async findChallenge(id: string): Promise<ChallengeRow | null> {
    const rows: ChallengeRow[] = await this.db.query(
      `SELECT ${CHALLENGE_COLUMNS} FROM sign_in_challenges WHERE id = $1 AND expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The mailed code was right: that step is done, once (false when another request did it). */
  async completeEmailCode(id: string): Promise<boolean> {
    const rows = returning(
      await this.db.query(
        `UPDATE sign_in_challenges SET needs_email_code = false, email_code_hash = NULL
          WHERE id = $1 AND needs_email_code AND expires_at > now() RETURNING id`,
        [id],
      ),
    );
    return rows.length === 1;
  }

  async setSetupSecret(id: string, secret: string): Promise<boolean> {
    const rows = returning(
      await this.db.query(
        `UPDATE sign_in_challenges SET setup_secret = $2
          WHERE id = $1 AND needs_setup AND NOT needs_email_code AND expires_at > now() RETURNING id`,
        [id, secret],
      ),
    );
    return rows.length === 1;
  }

  /** Ends a pending sign-in whose steps are all done: true for exactly one of concurrent calls. */
  async takeChallenge(id: string, db: Queryable = this.db): Promise<boolean> {
    const rows = returning(
      await db.query(
        `DELETE FROM sign_in_challenges WHERE id = $1 AND NOT needs_email_code AND expires_at > now() RETURNING id`,
        [id],
      ),
    );
    return rows.length === 1;
  }

  /** Ends every pending sign-in of the user (a password reset or change: they started with the old one). */
  async deleteChallengesOf(userId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`DELETE FROM sign_in_challenges WHERE user_id = $1`, [userId]);
  }

  async purgeExpiredChallenges(): Promise<number> {
    return affectedCount(
      this.db,
      `DELETE FROM sign_in_challenges WHERE expires_at < now() - interval '1 day'`,
    );
  }

  // Addresses that signed in.

  async isKnownAddress(userId: number, ipHash: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM sign_in_known_addresses WHERE user_id = $1 AND ip_hash = $2`,
      [userId, ipHash],
    );
    return rows.length > 0;
  }

  async rememberAddress(userId: number, ipHash: string, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO sign_in_known_addresses (user_id, ip_hash) VALUES ($1, $2)
       ON CONFLICT (user_id, ip_hash) DO UPDATE SET last_signed_in_at = now()`,
      [userId, ipHash],
    );
  }

  /** Lets the session INSERT of this transaction pass the sessions_second_factor trigger for the user. */
  async allowSessionInTransaction(userId: number, db: Queryable = this.db): Promise<void> {
    await db.query(`SELECT set_config('tpp.second_factor_user', $1, true)`, [String(userId)]);
  }
}
