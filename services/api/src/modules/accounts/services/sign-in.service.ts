import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_ERROR_CODES,
  MESSAGES,
  normaliseEmail,
  type MessageResponse,
  type SignInCodeRequest,
  type SignInResponse,
  type SignInStep,
  type StatusResponse,
  type SuccessResponse,
  type TwoFactorCodeRequest,
  type TwoFactorSetupResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { createSecureToken, hashToken, looksLikeSecureToken } from '../../../common/secure-token.js';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { IpHasher } from '../../../infrastructure/http/ip-hasher.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { MailService } from '../../../infrastructure/mail/mail.service.js';
import { AccountsException } from '../accounts.errors.js';
import type { User } from '../accounts.types.js';
import type { ClientContext } from '../auth/request-auth.js';
import { SessionChange, SignInChallengeChange } from '../auth/session-cookie.js';
import { mapMessage, mapSignIn } from '../dto/account-answers.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';
import {
  hashEmailCode,
  hashesEqual,
  maskEmail,
  newEmailCode,
  newTotpSecret,
  otpauthUri,
} from '../two-factor/totp.js';
import { signInCodeMail } from '../two-factor/two-factor-mails.js';
import { mapSignInStep, mapTwoFactorSetup } from '../two-factor/two-factor.mapper.js';
import {
  TwoFactorRepository,
  type ChallengeRow,
  type SignInMethod,
} from '../two-factor/two-factor.repository.js';
import {
  invalidCode,
  oneCode,
  requiresSecondFactor,
  TwoFactorService,
} from '../two-factor/two-factor.service.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { AccountStatusService } from './account-status.service.js';
import { AuthTokenService } from './auth-token.service.js';
import { MailedLinkService } from './mailed-link.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { SessionService } from './session.service.js';
import { mapSuccess } from '../../../infrastructure/http/success.dto.js';

/** How long a pending sign-in (and its mailed code) waits for its further steps. */
export const SIGN_IN_CHALLENGE_MINUTES = 10;

/** How the first step of a sign-in was proved, and whether a mailed code must follow. */
export interface SignInProof {
  method: SignInMethod;
  /** A correct password from an address that never signed in to an account many addresses guess at. */
  newAddressUnderAttack?: boolean;
}

const stepOf = (challenge: ChallengeRow): SignInStep =>
  challenge.needs_email_code ? 'email_code' : challenge.needs_totp ? 'totp' : 'totp_setup';

const stepExpired = () => new AccountsException(ACCOUNT_ERROR_CODES.signInStepExpired);

/**
 * Signing in and out: by password, by magic link; the session document of GET /api/status.
 *
 * Every session of the product is made by `signedIn` (password, magic link, account
 * confirmation), which asks for the further steps the account needs before any session exists
 * (two-factor/README.md): a code mailed to the owner (a correct password from a new address
 * while many addresses guess at the account; the first two-factor set-up after a password), the
 * authenticator (or a recovery code) when the user has one, and the set-up of one for staff and
 * platform admins who have none. Between the steps only a pending sign-in exists: a row of
 * sign_in_challenges named by the SHA-256 of an httpOnly cookie's token, for 10 minutes.
 */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AuthTokenService,
    private readonly status: AccountStatusService,
    private readonly mailedLinks: MailedLinkService,
    private readonly rateLimits: RateLimitService,
    private readonly factors: TwoFactorRepository,
    private readonly twoFactor: TwoFactorService,
    private readonly ipHasher: IpHasher,
    private readonly mail: MailService,
  ) {}

  async currentStatus(client: ClientContext): Promise<StatusResponse> {
    const auth = await this.sessions.resolve(client.sessionToken);
    return auth ? this.status.statusOf(auth.user, auth.acting) : { authed: false };
  }

  async signInWithPassword(
    rawEmail: string,
    password: string,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const email = normaliseEmail(rawEmail);
    const attempt = await this.rateLimits.beginSignIn({ ip: client.ip, email });
    try {
      const user = await this.users.credentialsByEmail(email);
      const valid = user?.password_hash
        ? await this.passwords.verify(user.password_hash, password)
        : await this.passwords.verifyNothing(password);
      if (!user || !valid) {
        await attempt.finish('failed');
        // Feeds the distributed-guessing rule; never makes the account itself wait.
        if (user) await this.rateLimits.recordAccountFailure(user.id, client.ip);
        throw new AccountsException(ACCOUNT_ERROR_CODES.invalidCredentials);
      }
      await attempt.finish('succeeded');
      const newAddressUnderAttack =
        (await this.rateLimits.accountUnderAttack(user.id)) &&
        !(await this.factors.isKnownAddress(user.id, await this.ipHasher.hash(client.ip)));
      return await this.signedIn(user.id, client, { method: 'password', newAddressUnderAttack });
    } finally {
      await attempt.finish('abandoned');
    }
  }

  /** Always the same answer, at once (see MailedLinkService). */
  async requestMagicLink(rawEmail: string, client: ClientContext): Promise<MessageResponse> {
    const email = normaliseEmail(rawEmail);
    await this.rateLimits.assertAllowed('magic-link', { ip: client.ip, email });
    await this.mailedLinks.queue(email, 'magic_link');
    return mapMessage(MESSAGES.magicLinkSent);
  }

  async signInWithMagicLink(token: string, client: ClientContext): Promise<SessionChange<SignInResponse>> {
    const owner = await this.tokens.redeem('magic_link', token);
    if (!owner?.userId) throw new AccountsException(ACCOUNT_ERROR_CODES.magicLinkInvalid);
    return this.signedIn(owner.userId, client, { method: 'mailed_link' });
  }

  async signOut(client: ClientContext): Promise<SessionChange<SuccessResponse>> {
    if (client.sessionToken) await this.sessions.revoke(client.sessionToken);
    return new SessionChange(mapSuccess(), null);
  }

  /**
   * The user proved the first step (a password, or a mailed link: magic link, invitation):
   * a new session, or the pending sign-in's first further step. The default proof is a mailed
   * link (account confirmation).
   */
  async signedIn(
    userId: number,
    client: ClientContext,
    proof: SignInProof = { method: 'mailed_link' },
  ): Promise<SessionChange<SignInResponse>> {
    const user = await this.users.findById(userId);
    // Only reachable when the account was deleted in the moment since it was found.
    if (!user) throw new Error(`User ${userId} disappeared while signing in`);
    const needsTotp = await this.twoFactor.isEnabled(user.id);
    const needsSetup = !needsTotp && requiresSecondFactor(user);
    // A password alone never sets up the second factor: the owner's mailbox must agree first.
    const needsEmailCode =
      proof.method === 'password' && (proof.newAddressUnderAttack === true || needsSetup);
    if (!needsTotp && !needsSetup && !needsEmailCode) return this.startSession(user, client, false);
    return this.beginChallenge(user, client, proof.method, { needsEmailCode, needsTotp, needsSetup });
  }

  /** The pending sign-in's step: the mailed code, or the authenticator's (or a recovery code). */
  async verifyCode(
    challengeToken: string | null,
    body: SignInCodeRequest,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const challenge = await this.challengeOf(challengeToken);
    const step = stepOf(challenge);
    if (step === 'totp_setup')
      throw ApiException.badRequest('Set up two-factor sign-in first.', {
        code: ['two-factor sign-in is not set up yet'],
      });
    if (step === 'totp') {
      const given = oneCode(body, true);
      if (!(await this.twoFactor.verifyAndUse(challenge.user_id, given)))
        throw invalidCode('code' in given ? 'code' : 'recovery_code');
      return this.finish(challenge, client);
    }
    const given = oneCode(body, false);
    if (!('code' in given)) throw invalidCode('recovery_code');
    const right = await this.twoFactor.throttled(challenge.user_id, async () =>
      hashesEqual(hashEmailCode(challengeToken!, given.code), challenge.email_code_hash ?? ''),
    );
    if (!right) throw invalidCode('code');
    if (!(await this.factors.completeEmailCode(challenge.id))) throw stepExpired();
    const next = await this.challengeOf(challengeToken);
    if (!next.needs_totp && !next.needs_setup) return this.finish(next, client);
    return new SignInChallengeChange(
      mapSignInStep(stepOf(next)),
      challengeToken,
      SIGN_IN_CHALLENGE_MINUTES * 60,
    );
  }

  /** At the set-up step: a new authenticator secret for the pending sign-in (a new one each call). */
  async startSetup(challengeToken: string | null): Promise<TwoFactorSetupResponse> {
    const challenge = await this.challengeOf(challengeToken);
    if (stepOf(challenge) !== 'totp_setup') throw stepExpired();
    const user = await this.users.findById(challenge.user_id);
    const secret = newTotpSecret();
    if (!user || !(await this.factors.setSetupSecret(challenge.id, secret))) throw stepExpired();
    return mapTwoFactorSetup(secret, otpauthUri(secret, user.email));
  }

  /** The app's first code: two-factor sign-in is on, the recovery codes are answered once, signed in. */
  async confirmSetup(
    challengeToken: string | null,
    body: TwoFactorCodeRequest,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const challenge = await this.challengeOf(challengeToken);
    if (stepOf(challenge) !== 'totp_setup') throw stepExpired();
    const secret = challenge.setup_secret;
    if (!secret)
      throw ApiException.badRequest('Start the set-up first.', { code: ['no set-up was started'] });
    const given = oneCode(body, false);
    if (!('code' in given)) throw invalidCode('recovery_code');
    const step = await this.twoFactor.matchNewSecret(challenge.user_id, secret, given.code);
    if (step === null) throw invalidCode('code');
    return this.finish(challenge, client, (tx) => this.twoFactor.enable(tx, challenge.user_id, secret, step));
  }

  private async challengeOf(challengeToken: string | null): Promise<ChallengeRow> {
    if (!looksLikeSecureToken(challengeToken)) throw stepExpired();
    const challenge = await this.factors.findChallenge(hashToken(challengeToken));
    if (!challenge) throw stepExpired();
    return challenge;
  }

  /** Starts a pending sign-in: its cookie, and the mailed code when that is its first step. */
  private async beginChallenge(
    user: User,
    client: ClientContext,
    method: SignInMethod,
    needs: { needsEmailCode: boolean; needsTotp: boolean; needsSetup: boolean },
  ): Promise<SessionChange<SignInResponse>> {
    const token = createSecureToken();
    const code = needs.needsEmailCode ? newEmailCode() : null;
    // Mails to one account are throttled like magic links (per address and per IP).
    if (code) await this.rateLimits.assertAllowed('sign-in-code', { ip: client.ip, email: user.email });
    await this.db.transaction(async (tx) => {
      await this.factors.insertChallenge(
        {
          id: hashToken(token),
          userId: user.id,
          method,
          needsEmailCode: needs.needsEmailCode,
          emailCodeHash: code ? hashEmailCode(token, code) : null,
          needsTotp: needs.needsTotp,
          needsSetup: needs.needsSetup,
          lifetimeSeconds: SIGN_IN_CHALLENGE_MINUTES * 60,
        },
        tx,
      );
      if (code) await this.mail.queue(tx, signInCodeMail(user.email, code, SIGN_IN_CHALLENGE_MINUTES));
    });
    if (code) this.mail.wake();
    const step: SignInStep = needs.needsEmailCode ? 'email_code' : needs.needsTotp ? 'totp' : 'totp_setup';
    return new SignInChallengeChange(
      mapSignInStep(step, maskEmail(user.email)),
      token,
      SIGN_IN_CHALLENGE_MINUTES * 60,
    );
  }

  /** Every step is done: the pending sign-in ends (once) and the session starts. */
  private async finish(
    challenge: ChallengeRow,
    client: ClientContext,
    alsoInTransaction?: (tx: Queryable) => Promise<string[]>,
  ): Promise<SessionChange<SignInResponse>> {
    const user = await this.users.findById(challenge.user_id);
    if (!user) throw stepExpired();
    return this.startSession(user, client, challenge.needs_totp || challenge.needs_setup, async (tx) => {
      if (!(await this.factors.takeChallenge(challenge.id, tx))) throw stepExpired();
      return alsoInTransaction ? alsoInTransaction(tx) : undefined;
    });
  }

  /**
   * A new session for the user, answered with the session document. `secondFactor`: the user
   * passed it in this sign-in, which lets the session INSERT through the sessions_second_factor
   * trigger (a staff member's, admin's or enrolled user's session exists only then). The address
   * is remembered as one that signed in to the account.
   */
  private async startSession(
    user: User,
    client: ClientContext,
    secondFactor: boolean,
    before?: (tx: Queryable) => Promise<string[] | undefined>,
  ): Promise<SessionChange<SignInResponse>> {
    const ipHash = await this.ipHasher.hash(client.ip);
    const { token, recoveryCodes } = await this.db.transaction(async (tx) => {
      const codes = before ? await before(tx) : undefined;
      if (secondFactor) await this.factors.allowSessionInTransaction(user.id, tx);
      await this.factors.rememberAddress(user.id, ipHash, tx);
      return { token: await this.sessions.start(user.id, client, tx), recoveryCodes: codes };
    });
    return new SessionChange(
      mapSignIn(await this.status.statusOf(user), recoveryCodes),
      token,
      this.sessions.lifetimeSeconds,
    );
  }
}
