import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { affectedCount, returning, type Queryable } from '../../../infrastructure/database/queryable.js';
import type { AuthTokenKind } from '../accounts.types.js';

/** Who a token belongs to: an account, or (for an invitation without account) an address. */
export interface TokenOwnerRow {
  user_id: number | null;
  email: string | null;
}

export interface NewAuthToken {
  kind: AuthTokenKind;
  tokenHash: string;
  userId: number | null;
  email: string | null;
  lifetimeSeconds: number;
}

const STILL_VALID = `used_at IS NULL AND expires_at > now()`;

/**
 * The mailed tokens that sign in or set a password of an existing account: redeeming one, or
 * changing the password, revokes all of the user's outstanding ones. (Registration codes belong
 * to invitations, which end their own codes.)
 */
const SIGN_IN_TOKEN_KINDS: AuthTokenKind[] = ['magic_link', 'password_reset'];

/** The auth_tokens table; only token hashes are stored. */
@Injectable()
export class AuthTokensRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async insert(token: NewAuthToken, db: Queryable = this.db): Promise<void> {
    await db.query(
      `INSERT INTO auth_tokens (kind, token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [token.kind, token.tokenHash, token.userId, token.email, token.lifetimeSeconds],
    );
  }

  /**
   * Marks a still valid token used in one UPDATE, so of two concurrent calls exactly one gets the
   * row. A magic link or password reset redeemed also uses up every other outstanding magic link
   * and password reset of its user, in the same statement: an older mail stops working.
   */
  async redeem(
    kind: AuthTokenKind,
    tokenHash: string,
    db: Queryable = this.db,
  ): Promise<TokenOwnerRow | null> {
    const rows = returning<TokenOwnerRow>(
      await db.query(
        `WITH used AS (
           UPDATE auth_tokens SET used_at = now()
            WHERE token_hash = $1 AND kind = $2 AND ${STILL_VALID}
            RETURNING user_id, email, kind),
         others AS (
           UPDATE auth_tokens SET used_at = now()
            WHERE user_id = (SELECT user_id FROM used WHERE kind = ANY ($3::auth_token_kind[]))
              AND kind = ANY ($3::auth_token_kind[]) AND used_at IS NULL AND token_hash <> $1
            RETURNING 1)
         SELECT user_id, email FROM used`,
        [tokenHash, kind, SIGN_IN_TOKEN_KINDS],
      ),
    );
    return rows[0] ?? null;
  }

  /** Uses up every outstanding magic link and password reset of the user (a password change). */
  async revokeSignInTokensOf(userId: number, db: Queryable = this.db): Promise<void> {
    await db.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE user_id = $1 AND kind = ANY ($2::auth_token_kind[]) AND used_at IS NULL`,
      [userId, SIGN_IN_TOKEN_KINDS],
    );
  }

  async findValid(kind: AuthTokenKind, tokenHash: string): Promise<TokenOwnerRow | null> {
    const rows: TokenOwnerRow[] = await this.db.query(
      `SELECT user_id, email FROM auth_tokens WHERE token_hash = $1 AND kind = $2 AND ${STILL_VALID}`,
      [tokenHash, kind],
    );
    return rows[0] ?? null;
  }

  /** Deletes tokens that expired or were used more than `days` ago; answers how many. */
  async purgeEndedBefore(days: number): Promise<number> {
    return affectedCount(
      this.db,
      `DELETE FROM auth_tokens
        WHERE expires_at < now() - make_interval(days => $1) OR used_at < now() - make_interval(days => $1)`,
      [days],
    );
  }
}
