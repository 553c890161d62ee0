import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { AuthTokenKind } from '../entities/auth-token.entity.js';

export interface TokenOwner {
  userId: number | null;
  email: string | null;
}

interface TokenRow {
  user_id: number | null;
  email: string | null;
}

const toOwner = (row: TokenRow): TokenOwner => ({ userId: row.user_id, email: row.email });

/** Single-use tokens for mailed links. Only hashes are stored; redemption is one atomic UPDATE. */
@Injectable()
export class AuthTokenService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issue(
    kind: AuthTokenKind,
    owner: TokenOwner,
    lifetimeMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const token = createSecureToken();
    await manager.query(
      `INSERT INTO auth_tokens (kind, token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [kind, hashToken(token), owner.userId, owner.email, lifetimeMs / 1000],
    );
    return token;
  }

  /** Marks the token used and returns its owner, or null when it is unknown, used or expired. Of two concurrent calls exactly one wins. */
  async redeem(
    kind: AuthTokenKind,
    token: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TokenOwner | null> {
    if (!looksLikeSecureToken(token)) return null;
    const [rows] = (await manager.query(
      `UPDATE auth_tokens SET used_at = now()
        WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, email`,
      [hashToken(token), kind],
    )) as [TokenRow[], number];
    return rows[0] ? toOwner(rows[0]) : null;
  }

  /** The owner of a still valid token, without using it. */
  async find(kind: AuthTokenKind, token: string): Promise<TokenOwner | null> {
    if (!looksLikeSecureToken(token)) return null;
    const rows = (await this.dataSource.query(
      `SELECT user_id, email FROM auth_tokens WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
      [hashToken(token), kind],
    )) as TokenRow[];
    return rows[0] ? toOwner(rows[0]) : null;
  }
}
