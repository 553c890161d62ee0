import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAGIC_LINK_LIFETIME_MINUTES } from '@tpp/contracts';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { JobQueue, type JobContext } from '../../../infrastructure/jobs/job-queue.service.js';
import type { JobPayload } from '../../../infrastructure/jobs/job-registry.js';
import { MailService, type OutgoingMail } from '../../../infrastructure/mail/mail.service.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { magicLinkMail, passwordResetMail } from './account-mails.js';
import { AuthTokenService } from './auth-token.service.js';

/** How long a password reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

export type MailedLinkKind = JobPayload<'mailed-link'>['kind'];

interface MailedLink {
  lifetimeMs: number;
  /** The page of the link: `${PUBLIC_URL}/${page}/${token}`. */
  page: string;
  compose: (to: string, link: string) => OutgoingMail;
}

const MAILED_LINKS: Record<MailedLinkKind, MailedLink> = {
  magic_link: {
    lifetimeMs: MAGIC_LINK_LIFETIME_MINUTES * 60_000,
    page: 'magic-signin',
    compose: magicLinkMail,
  },
  password_reset: {
    lifetimeMs: PASSWORD_RESET_LIFETIME_MS,
    page: 'reset-password',
    compose: passwordResetMail,
  },
};

/** The queue of mailed-link requests: the job carries the address as typed (normalised). */
export const MAILED_LINK_JOB = 'mailed-link';

type MailedLinkJob = JobPayload<typeof MAILED_LINK_JOB>;

/**
 * Mails a single-use link to an address when it has an account. The request only enqueues a
 * job carrying the address, whether or not it has an account, so the answer is the same, in the
 * same time, for known and unknown addresses; the job looks the account up and, for a known
 * one, writes the token and the mail (the `mail` queue delivers it) in one transaction, once
 * per job (the mail's source key is the job's id).
 */
@Injectable()
export class MailedLinkService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly tokens: AuthTokenService,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.define({
      name: MAILED_LINK_JOB,
      expireInSeconds: 60,
      handle: (data, job) => this.write(data, job),
      failed: async () => {
        // Logged by the queue; the person asks for a new link.
      },
    });
  }

  /** Queues the link's mail (the same work whether or not the address has an account). */
  async queue(email: string, kind: MailedLinkKind): Promise<void> {
    await this.jobs.send(MAILED_LINK_JOB, { kind, email } satisfies MailedLinkJob);
    this.jobs.wake(MAILED_LINK_JOB);
  }

  private async write({ kind, email }: MailedLinkJob, job: JobContext): Promise<void> {
    const link = MAILED_LINKS[kind];
    const user = await this.users.findIdByEmail(email);
    if (!user || !link) return;
    const sourceKey = `${MAILED_LINK_JOB}:${job.id}`;
    const queued = await this.db.transaction(async (tx) => {
      if (await this.mail.queued(tx, sourceKey)) return false;
      const token = await this.tokens.issue(kind, { userId: user.id, email: null }, link.lifetimeMs, tx);
      const mail = link.compose(user.email, `${this.config.publicUrl}/${link.page}/${token}`);
      return (await this.mail.queue(tx, mail, { sourceKey })) !== null;
    });
    if (queued) this.mail.wake();
  }
}
