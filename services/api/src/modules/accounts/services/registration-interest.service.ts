import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normaliseEmail, type AccountRegistrationRequest, type SuccessResponse } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { RateLimitService } from '../../../infrastructure/http/rate-limit.service.js';
import { JobQueue, type JobContext } from '../../../infrastructure/jobs/job-queue.service.js';
import { MailService } from '../../../infrastructure/mail/mail.service.js';
import type { ClientContext } from '../auth/request-auth.js';
import {
  RegistrationInterestRepository,
  type NewRegistrationInterest,
} from '../repositories/registration-interest.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { accountExistsMail } from './account-mails.js';
import { mapSuccess } from '../../../infrastructure/http/success.dto.js';

/** The queue of interest-form submissions: the job carries what the visitor sent. */
export const REGISTRATION_INTEREST_JOB = 'registration-interest';

/** At most this many "you already have an account" mails to one address per hour. */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 3;
const HOUR_SECONDS = 3_600;

/**
 * The public sign-up interest form (POST /api/account-registration). It answers every address
 * the same way: 201 `{ success: true }` (the spec's 409 EMAIL_EXISTS for an address with an
 * account told anyone which addresses are customers). The request does the same work whatever
 * the address: it counts the client IP (REGISTRATION_RATE_LIMIT_PER_IP) and queues one job
 * carrying the submission, nothing else, so neither the answer nor its timing depends on the
 * address. The job then stores the request (unless the address has an account or an earlier
 * request), or, for an address with an account, mails its owner that they already have one
 * (fixed sender and subject, no text from the form, at most ACCOUNT_EXISTS_MAILS_PER_HOUR per
 * address per hour, so the form cannot be used to flood someone's inbox).
 */
@Injectable()
export class RegistrationInterestService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly interest: RegistrationInterestRepository,
    private readonly users: UsersRepository,
    private readonly rateLimits: RateLimitService,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: REGISTRATION_INTEREST_JOB,
      expireInSeconds: 60,
      handle: (data, job) => this.record(data, job),
      failed: async () => {
        // Logged by the queue; the visitor may send the form again.
      },
    });
  }

  async register(request: AccountRegistrationRequest, client: ClientContext): Promise<SuccessResponse> {
    await this.rateLimits.assertAllowed('account-registration', { ip: client.ip });
    const submission: NewRegistrationInterest = {
      name: request.name.trim(),
      email: normaliseEmail(request.email),
      affiliation: request.affiliation?.trim() || null,
      ip: client.ip,
    };
    await this.jobs.send(REGISTRATION_INTEREST_JOB, submission);
    this.jobs.wake(REGISTRATION_INTEREST_JOB);
    return mapSuccess();
  }

  /** The job: store the request, or tell the address's owner (once per job: the mail's source key is the job id). */
  private async record(submission: NewRegistrationInterest, job: JobContext): Promise<void> {
    if (await this.interest.insertUnlessEmailKnown(submission)) return;
    const owner = await this.users.findIdByEmail(submission.email);
    // An earlier request from an address without an account: nobody to tell, the first one stands.
    if (!owner) return;
    const sourceKey = `${REGISTRATION_INTEREST_JOB}:${job.id}`;
    // A retried job never mails twice, and never counts twice against the address's limit.
    if (await this.mail.queued(this.db, sourceKey)) return;
    const allowed = await this.rateLimits.allowKeyed(
      'account-exists-mail',
      owner.email.toLowerCase(),
      ACCOUNT_EXISTS_MAILS_PER_HOUR,
      HOUR_SECONDS,
    );
    if (!allowed) return;
    const mail = accountExistsMail(owner.email, `${this.config.publicUrl}/signin`);
    if ((await this.mail.queue(this.db, mail, { sourceKey })) !== null) this.mail.wake();
  }
}
