import { Injectable, type OnModuleInit } from '@nestjs/common';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { Housekeeping } from '../../../infrastructure/jobs/housekeeping.service.js';
import { AuthTokensRepository } from '../repositories/auth-tokens.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { TwoFactorRepository } from '../two-factor/two-factor.repository.js';

/** Ended sessions and tokens are kept this long for support questions. */
const KEEP_ENDED_DAYS = 7;

/**
 * Deletes sessions and tokens a week after they ended, and pending sign-ins a day after they
 * expired (the `account-purge` housekeeping task), and
 * the rate-limit counters whose window or wait is over (`rate-limit-purge`), each run once per
 * slot across processes (infrastructure/jobs/README.md).
 */
@Injectable()
export class AccountHousekeeping implements OnModuleInit {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly tokens: AuthTokensRepository,
    private readonly housekeeping: Housekeeping,
    private readonly rateLimits: RateLimitService,
    private readonly factors: TwoFactorRepository,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({ name: 'account-purge', run: () => this.purgeEnded() });
    this.housekeeping.register({ name: 'rate-limit-purge', run: () => this.rateLimits.purgeExpired() });
  }

  async purgeEnded(): Promise<{ sessions: number; tokens: number; signInChallenges: number }> {
    const sessions = await this.sessions.purgeEndedBefore(KEEP_ENDED_DAYS);
    const tokens = await this.tokens.purgeEndedBefore(KEEP_ENDED_DAYS);
    // Pending sign-ins (two-factor/README.md) a day after they expired.
    const signInChallenges = await this.factors.purgeExpiredChallenges();
    return { sessions, tokens, signInChallenges };
  }
}
