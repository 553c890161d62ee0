import { Injectable } from '@nestjs/common';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import type { AuthTokenKind } from '../accounts.types.js';
import { AuthTokensRepository, type TokenOwnerRow } from '../repositories/auth-tokens.repository.js';

export interface TokenOwner {
  userId: number | null;
  email: string | null;
}

const toOwner = (row: TokenOwnerRow | null): TokenOwner | null =>
  row ? { userId: row.user_id, email: row.email } : null;

/** Single-use tokens for mailed links. Only hashes are stored; redemption is one atomic UPDATE. */
@Injectable()
export class AuthTokenService {
  constructor(private readonly tokens: AuthTokensRepository) {}

  async issue(kind: AuthTokenKind, owner: TokenOwner, lifetimeMs: number, db?: Queryable): Promise<string> {
    const token = createSecureToken();
    await this.tokens.insert(
      {
        kind,
        tokenHash: hashToken(token),
        userId: owner.userId,
        email: owner.email,
        lifetimeSeconds: lifetimeMs / 1000,
      },
      db,
    );
    return token;
  }

  /**
   * Marks the token used and returns its owner, or null when it is unknown, used or expired. Of
   * two concurrent calls exactly one wins. A magic link or password reset also uses up the user's
   * other outstanding ones (AuthTokensRepository.redeem).
   */
  async redeem(kind: AuthTokenKind, token: string, db?: Queryable): Promise<TokenOwner | null> {
    if (!looksLikeSecureToken(token)) return null;
    return toOwner(await this.tokens.redeem(kind, hashToken(token), db));
  }

  /** Uses up every outstanding magic link and password reset of the user (after a password change). */
  async revokeSignInTokensOf(userId: number, db?: Queryable): Promise<void> {
    await this.tokens.revokeSignInTokensOf(userId, db);
  }

  /** The owner of a still valid token, without using it. */
  async find(kind: AuthTokenKind, token: string): Promise<TokenOwner | null> {
    if (!looksLikeSecureToken(token)) return null;
    return toOwner(await this.tokens.findValid(kind, hashToken(token)));
  }
}
