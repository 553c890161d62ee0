import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_ERROR_CODES,
  type RecoveryCodesResponse,
  type SuccessResponse,
  type TwoFactorCodeRequest,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { AccountsException, INVALID_CODE_MESSAGE } from '../accounts.errors.js';
import type { User } from '../accounts.types.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { SessionService } from '../services/session.service.js';
import { mapRecoveryCodes, mapTwoFactorSetup, mapTwoFactorStatus } from './two-factor.mapper.js';
import { TwoFactorRepository } from './two-factor.repository.js';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp.js';

/** Staff and platform admins can see the app as anyone: they must sign in with a second factor. */
export const requiresSecondFactor = (user: Pick<User, 'isAdmin' | 'isStaff'>): boolean =>
  user.isAdmin || user.isStaff;

/** Which code a request brought: exactly one of `code` and `recovery_code` (400 naming the field otherwise). */
export function oneCode(
  body: TwoFactorCodeRequest,
  recoveryAllowed: boolean,
): { code: string } | { recoveryCode: string } {
  const { code, recovery_code: recoveryCode } = body;
  if (code !== undefined && recoveryCode !== undefined)
    throw ApiException.badRequest('Send either a code or a recovery code, not both.', {
      recovery_code: ['send either code or recovery_code, not both'],
    });
  if (recoveryCode !== undefined) {
    if (!recoveryAllowed)
      throw ApiException.badRequest('Enter a code of your authenticator app.', {
        recovery_code: ['recovery codes cannot be used here'],
      });
    return { recoveryCode };
  }
  if (code === undefined) throw ApiException.badRequest('Enter the code.', { code: ['code is required'] });
  return { code };
}

export const invalidCode = (field: 'code' | 'recovery_code'): AccountsException =>
  new AccountsException(ACCOUNT_ERROR_CODES.invalidCode, { fields: { [field]: [INVALID_CODE_MESSAGE] } });

/**
 * The authenticator (TOTP) and recovery codes of a user: checking a code at sign-in, and the
 * user's own Settings (set up, confirm, new recovery codes, turn off). Every code check is
 * throttled per user with the sign-in back-off (RateLimitService.beginUserAttempt).
 */
@Injectable()
export class TwoFactorService {
  /** The time codes are checked at; tests move it instead of waiting. */
  readonly clock = { now: (): number => Date.now() };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly factors: TwoFactorRepository,
    private readonly sessions: SessionService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Whether the user has a confirmed authenticator. */
  async isEnabled(userId: number): Promise<boolean> {
    return (await this.factors.factorOf(userId))?.confirmed_at != null;
  }

  /**
   * Checks a code of the user's confirmed authenticator or one recovery code and uses it up
   * (throttled per user). False for a wrong, used or expired code.
   */
  async verifyAndUse(
    userId: number,
    given: { code: string } | { recoveryCode: string },
    db?: Queryable,
  ): Promise<boolean> {
    return this.throttled(userId, async () => {
      if ('recoveryCode' in given)
        return this.factors.useRecoveryCode(userId, hashRecoveryCode(given.recoveryCode), db);
      const factor = await this.factors.factorOf(userId, db);
      if (!factor?.confirmed_at) return false;
      const step = matchTotp(factor.secret, given.code, this.clock.now());
      return step !== null && this.factors.useStep(userId, step, true, db);
    });
  }

  /** A code of a secret that is being set up (not stored yet): its step, or null. Throttled per user. */
  async matchNewSecret(userId: number, secret: string, code: string): Promise<number | null> {
    let step: number | null = null;
    await this.throttled(userId, async () => {
      step = matchTotp(secret, code, this.clock.now());
      return step !== null;
    });
    return step;
  }

  /**
   * Turns the authenticator on with a proved secret and answers the new recovery codes (in the
   * caller's transaction).
   */
  async enable(tx: Queryable, userId: number, secret: string, step: number): Promise<string[]> {
    await this.factors.confirm(userId, secret, step, tx);
    const codes = newRecoveryCodes();
    await this.factors.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), tx);
    return codes;
  }

  // The user's own Settings.

  async status(auth: RequestAuth): Promise<TwoFactorStatusResponse> {
    const user = ownUser(auth);
    const factor = await this.factors.factorOf(user.id);
    const left = factor?.confirmed_at ? await this.factors.recoveryCodesLeft(user.id) : 0;
    return mapTwoFactorStatus(factor?.confirmed_at ?? null, requiresSecondFactor(user), left);
  }

  /** A new secret to add to an app; confirmed by its first code. Refused while one is on. */
  async setup(auth: RequestAuth): Promise<TwoFactorSetupResponse> {
    const user = ownUser(auth);
    const secret = newTotpSecret();
    if (!(await this.factors.savePendingSecret(user.id, secret)))
      throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorAlreadyOn);
    return mapTwoFactorSetup(secret, otpauthUri(secret, user.email));
  }

  /**
   * The app's first code turns it on: recovery codes are made (shown once) and every other
   * session of the user ends (they were made without the second factor).
   */
  async confirm(auth: RequestAuth, body: TwoFactorCodeRequest): Promise<RecoveryCodesResponse> {
    const user = ownUser(auth);
    const given = oneCode(body, false);
    if (!('code' in given)) throw invalidCode('recovery_code');
    const factor = await this.factors.factorOf(user.id);
    if (!factor) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorNotOn);
    if (factor.confirmed_at) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorAlreadyOn);
    const step = await this.matchNewSecret(user.id, factor.secret, given.code);
    if (step === null) throw invalidCode('code');
    const codes = await this.db.transaction(async (tx) => {
      if (!(await this.factors.useStep(user.id, step, false, tx))) return null;
      const made = await this.enable(tx, user.id, factor.secret, step);
      await this.sessions.revokeAllForUser(user.id, auth.sessionId, tx);
      return made;
    });
    if (!codes) throw invalidCode('code');
    return mapRecoveryCodes(codes);
  }

  /** New recovery codes (the old ones stop working); needs a current code or a recovery code. */
  async regenerateRecoveryCodes(
    auth: RequestAuth,
    body: TwoFactorCodeRequest,
  ): Promise<RecoveryCodesResponse> {
    const user = ownUser(auth);
    const given = oneCode(body, true);
    if (!(await this.isEnabled(user.id))) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorNotOn);
    if (!(await this.verifyAndUse(user.id, given)))
      throw invalidCode('code' in given ? 'code' : 'recovery_code');
    const codes = newRecoveryCodes();
    await this.db.transaction((tx) =>
      this.factors.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode), tx),
    );
    return mapRecoveryCodes(codes);
  }

  /** Turns two-factor sign-in off (never for staff and admins); needs a current code or a recovery code. */
  async disable(auth: RequestAuth, body: TwoFactorCodeRequest): Promise<SuccessResponse> {
    const user = ownUser(auth);
    if (requiresSecondFactor(user)) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorRequired);
    const given = oneCode(body, true);
    if (!(await this.isEnabled(user.id))) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorNotOn);
    if (!(await this.verifyAndUse(user.id, given)))
      throw invalidCode('code' in given ? 'code' : 'recovery_code');
    await this.db.transaction((tx) => this.factors.remove(user.id, tx));
    return { success: true };
  }

  /** Runs a code check under the per-user back-off: a false answer counts as a failure. */
  async throttled(userId: number, check: () => Promise<boolean>): Promise<boolean> {
    const attempt = await this.rateLimits.beginUserAttempt('sign-in-code', userId);
    try {
      const ok = await check();
      await attempt.finish(ok ? 'succeeded' : 'failed');
      return ok;
    } finally {
      await attempt.finish('abandoned');
    }
  }
}

/**
 * The signed-in person themselves: never while acting as a team or seeing the app as another
 * user (staff would otherwise change the spoofed user's second factor).
 */
function ownUser(auth: RequestAuth): User {
  if (auth.acting) throw new AccountsException(ACCOUNT_ERROR_CODES.twoFactorWhileActing);
  return auth.user;
}
