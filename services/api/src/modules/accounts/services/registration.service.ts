import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  API_ERROR_CODES,
  MESSAGES,
  normaliseEmail,
  type AccountRegistrationRequest,
  type RegistrationLookupResponse,
  type SignInResponse,
  type SuccessResponse,
} from '@tpp/contracts';
import type { DataSource, Repository } from 'typeorm';
import { ApiException } from '../../../infrastructure/http/api-exception.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import type { ClientContext } from '../auth/request-auth.js';
import type { SessionChange } from '../auth/session-cookie.js';
import { User } from '../entities/user.entity.js';
import { AuthTokenService, type TokenOwner } from './auth-token.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { SignInService } from './sign-in.service.js';

export const REGISTRATION_CODE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
export const EMAIL_MISMATCH_MESSAGE = 'This email address does not match the invitation.';

/** Invited users confirming their account, and visitors registering interest. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: AuthTokenService,
    private readonly passwords: PasswordHasher,
    private readonly signIn: SignInService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Invites someone: an account without password (when none exists) and a registration code. */
  async invite(rawEmail: string, fullName = ''): Promise<string> {
    const email = normaliseEmail(rawEmail);
    await this.users.createQueryBuilder().insert().values({ email, fullName }).orIgnore().execute();
    const user = await this.users.findOneByOrFail({ email });
    return this.tokens.issue('registration', { userId: user.id, email }, REGISTRATION_CODE_LIFETIME_MS);
  }

  async lookup(code: string): Promise<RegistrationLookupResponse> {
    const owner = await this.tokens.find('registration', code);
    const email = owner && (await this.emailOf(owner));
    if (!email) throw ApiException.notFound(MESSAGES.registrationLookupFailed);
    return { email };
  }

  /** Sets the password, uses up the code and signs the user in. */
  async confirm(
    code: string,
    rawEmail: string,
    password: string,
    client: ClientContext,
  ): Promise<SessionChange<SignInResponse>> {
    const email = normaliseEmail(rawEmail);
    const pending = await this.tokens.find('registration', code);
    if (!pending) throw ApiException.badRequest(MESSAGES.registrationLookupFailed);
    if ((await this.emailOf(pending)) !== email)
      throw ApiException.badRequest(EMAIL_MISMATCH_MESSAGE, { email: [EMAIL_MISMATCH_MESSAGE] });
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const owner = await this.tokens.redeem('registration', code, manager);
      if (!owner) return null;
      if (owner.userId) {
        await manager.update(User, { id: owner.userId }, { passwordHash });
        return owner.userId;
      }
      await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ email, passwordHash })
        .orUpdate(['password_hash'], ['email'])
        .execute();
      return (await manager.findOneByOrFail(User, { email })).id;
    });
    if (userId === null) throw ApiException.badRequest(MESSAGES.registrationLookupFailed);
    return this.signIn.signedIn(userId, client);
  }

  async registerInterest(
    request: AccountRegistrationRequest,
    client: ClientContext,
  ): Promise<SuccessResponse> {
    this.rateLimits.assertAllowed('account-registration', { ip: client.ip });
    const email = normaliseEmail(request.email);
    const rows = (await this.dataSource.query(
      `INSERT INTO account_registration_interest (name, email, affiliation, ip)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = $2)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [request.name.trim(), email, request.affiliation?.trim() || null, client.ip],
    )) as { id: number }[];
    if (rows.length === 0) throw new ApiException(409, API_ERROR_CODES.emailExists, MESSAGES.emailExists);
    return { success: true };
  }

  private async emailOf(owner: TokenOwner): Promise<string | null> {
    if (owner.userId === null) return owner.email;
    const user = await this.users.findOne({ where: { id: owner.userId }, select: { id: true, email: true } });
    return user?.email ?? null;
  }
}
