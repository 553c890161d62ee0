import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNT_ERROR_CODES,
  normaliseEmail,
  type RegistrationLookupResponse,
  type SignInResponse,
} from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import { AccountsException, EMAIL_MISMATCH_MESSAGE } from '../accounts.errors.js';
import type { ClientContext } from '../auth/request-auth.js';
import { InvitationAcceptanceRepository } from '../repositories/invitation-acceptance.repository.js';
import type { SessionChange } from '../auth/session-cookie.js';
import { mapRegistrationLookup } from '../dto/account-answers.mapper.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { AuthTokenService, type TokenOwner } from './auth-token.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { assertPasswordAllowed } from './password-policy.js';
import { SignInService } from './sign-in.service.js';

export const REGISTRATION_CODE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** Invited users confirming their account (the interest form: RegistrationInterestService). */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: AuthTokenService,
    private readonly passwords: PasswordHasher,
    private readonly signIn: SignInService,
    private readonly invitations: InvitationAcceptanceRepository,
  ) {}

  /** Invites someone: an account without password (when none exists) and a registration code. */
  async invite(rawEmail: string, fullName = ''): Promise<string> {
    const email = normaliseEmail(rawEmail);
    const userId = await this.users.insertInvited(email, fullName);
    return this.tokens.issue('registration', { userId, email }, REGISTRATION_CODE_LIFETIME_MS);
  }

  async lookup(code: string): Promise<RegistrationLookupResponse> {
    const owner = await this.tokens.find('registration', code);
    const email = owner && (await this.emailOf(owner));
    if (!email) throw new AccountsException(ACCOUNT_ERROR_CODES.registrationCodeNotFound);
    return mapRegistrationLookup(email);
  }

  /** Sets the password, uses up the code, accepts the invitation that mailed it (if any) and signs the user in. */
  async confirm(
    code: string,
    rawEmail: string,
    password: string,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const email = normaliseEmail(rawEmail);
    const pending = await this.tokens.find('registration', code);
    if (!pending) throw new AccountsException(ACCOUNT_ERROR_CODES.registrationCodeInvalid);
    if ((await this.emailOf(pending)) !== email)
      throw new AccountsException(ACCOUNT_ERROR_CODES.emailMismatch, {
        fields: { email: [EMAIL_MISMATCH_MESSAGE] },
      });
    assertPasswordAllowed(password, 'password', email);
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.dataSource.transaction(async (tx) => {
      const owner = await this.tokens.redeem('registration', code, tx);
      if (!owner) return null;
      if (!owner.userId) return this.users.upsertPassword(email, passwordHash, tx);
      await this.users.setPasswordHash(owner.userId, passwordHash, tx);
      // A team's invitation becomes a membership only now, when its own code is used.
      await this.invitations.acceptWithCode(code, owner.userId, tx);
      return owner.userId;
    });
    if (userId === null) throw new AccountsException(ACCOUNT_ERROR_CODES.registrationCodeInvalid);
    return this.signIn.signedIn(userId, client);
  }

  private async emailOf(owner: TokenOwner): Promise<string | null> {
    if (owner.userId === null) return owner.email;
    return this.users.emailOf(owner.userId);
  }
}
