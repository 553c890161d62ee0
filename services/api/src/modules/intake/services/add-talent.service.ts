import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADD_TALENT_MESSAGES,
  INTAKE_ERROR_CODES,
  PLATFORM_LABELS,
  parseSocialIdentifier,
  socialProfileUrl,
  type AddInfluencerRequest,
  type AddInfluencerResponse,
  type AddTalentTask,
  type AddTalentTasksResponse,
  type CheckSocialQuery,
  type CheckSocialResponse,
  type RequestedSocial,
} from '@tpp/contracts';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  JobQueue,
  PermanentJobError,
  type JobContext,
} from '../../../infrastructure/jobs/job-queue.service.js';
import type { JobPayload } from '../../../infrastructure/jobs/job-registry.js';
import { InjectLogger } from '../../../infrastructure/logging/logging.module.js';
import { isAllowed } from '../../accounts/auth/policies.js';
import type { TeamScope } from '../../accounts/auth/request-auth.js';
import type { Queryable } from '../../../infrastructure/database/queryable.js';
import { PublicRosterCache } from '../../talent/services/public-roster-cache.js';
import { RosterService } from '../../talent/services/roster.service.js';
import { mapAddTalentTask, mapMyCredits } from '../dto/add-talent-task.mapper.js';
import { IntakeException } from '../intake.errors.js';
import {
  SOCIAL_DATA_PROVIDER,
  SocialAccountNotFound,
  type SocialDataProvider,
} from '../providers/social-data-provider.js';
import { NotificationsService } from '../../messaging/services/notifications.service.js';
import { AddTalentTasksRepository } from '../repositories/add-talent-tasks.repository.js';
import { IntakeCreatorsRepository } from '../repositories/intake-creators.repository.js';

/** An error's message and the field it names. */
function invalidField(field: string, message: string) {
  return { message, fields: { [field]: [message] } };
}

/** The job that turns an add-talent task into a roster creator. */
export const ADD_TALENT_JOB = 'add-talent';

type AddTalentJobData = JobPayload<typeof ADD_TALENT_JOB>;

/**
 * Add Talent: checks a handle or link (check-social), accepts a request for one credit and
 * queues its task (add-influencer), lists the tasks, and runs the task in the background: the
 * social-data provider fetches the creator, who then joins the team's roster.
 */
@Injectable()
export class AddTalentService implements OnModuleInit {
  private readonly logger: Logger;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tasks: AddTalentTasksRepository,
    private readonly creators: IntakeCreatorsRepository,
    private readonly roster: RosterService,
    private readonly publicRosterCache: PublicRosterCache,
    private readonly queue: JobQueue,
    private readonly notifications: NotificationsService,
    @Inject(SOCIAL_DATA_PROVIDER) private readonly provider: SocialDataProvider,
    @InjectLogger() logger: Logger,
  ) {
    this.logger = logger.child({ context: 'AddTalent' });
  }

  onModuleInit(): void {
    this.queue.define({
      name: ADD_TALENT_JOB,
      expireInSeconds: 120,
      handle: (data, job) => this.run(data.taskId, job),
      failed: (data, error) => this.fail(data.taskId, error),
    });
  }

  /** The handle/link rule, then whether the team already has the account. */
  async checkSocial(team: TeamScope, query: CheckSocialQuery): Promise<CheckSocialResponse> {
    const parsed = parseSocialIdentifier(query.platform, query.url);
    if (parsed.kind === 'invalid')
      throw new IntakeException(INTAKE_ERROR_CODES.invalidSocial, invalidField('url', parsed.message));
    if (parsed.kind === 'empty')
      throw new IntakeException(
        INTAKE_ERROR_CODES.invalidSocial,
        invalidField('url', 'url: enter a handle or a profile link.'),
      );
    const existing = await this.creators.onTeamRoster(team.teamId, [parsed]);
    if (existing) return { existing };
    return {
      social: {
        platform: parsed.platform,
        handle: parsed.handle,
        profile_url: socialProfileUrl(parsed.platform, parsed.handle),
      },
    };
  }

  async addInfluencer(team: TeamScope, body: AddInfluencerRequest): Promise<AddInfluencerResponse> {
    const name = body.influencer.name.trim();
    if (!name)
      throw new IntakeException(
        INTAKE_ERROR_CODES.invalidRequest,
        invalidField('influencer.name', ADD_TALENT_MESSAGES.needName),
      );
    const socials = this.normalise(body.influencer.socials);
    const existing = await this.creators.onTeamRoster(team.teamId, socials);
    if (existing)
      throw new IntakeException(INTAKE_ERROR_CODES.teamHasAccount, {
        message: ADD_TALENT_MESSAGES.teamHasAccount.replace('{existing}', existing.fullname),
      });
    const { task, credits, mine } = await this.db.transaction(async (tx) => {
      const cap = await this.capOf(team, { db: tx, lock: true });
      if (cap && cap.used >= cap.cap)
        throw new IntakeException(INTAKE_ERROR_CODES.memberCapReached, {
          message: ADD_TALENT_MESSAGES.memberCapReached.replace('{cap}', String(cap.cap)),
        });
      const left = await this.tasks.takeCredit(team.teamId, tx);
      if (left === null) throw new IntakeException(INTAKE_ERROR_CODES.noCredits);
      const created = await this.tasks.create(
        { teamId: team.teamId, userId: team.userId, name, socials },
        tx,
      );
      await this.queue.send(ADD_TALENT_JOB, { taskId: created.id } satisfies AddTalentJobData, { db: tx });
      return { task: created, credits: left, mine: cap && { ...cap, used: cap.used + 1 } };
    });
    this.queue.wake(ADD_TALENT_JOB);
    return { task: mapAddTalentTask(task), credits, my_credits: mapMyCredits(mine) };
  }

  async list(team: TeamScope): Promise<AddTalentTasksResponse> {
    const [rows, credits, mine] = await Promise.all([
      this.tasks.list(team.teamId),
      this.tasks.credits(team.teamId),
      this.capOf(team),
    ]);
    return { tasks: rows.map(mapAddTalentTask), credits, my_credits: mapMyCredits(mine) };
  }

  /** The caller's own tasks in the team, newest first (My Requests lists them beside its requests). */
  async mine(team: TeamScope): Promise<AddTalentTask[]> {
    return (await this.tasks.list(team.teamId, team.userId)).map(mapAddTalentTask);
  }

  /** The caller's cap; those who manage the members (team admins, admins) are never capped. */
  private capOf(team: TeamScope, options?: { db?: Queryable; lock?: boolean }) {
    if (isAllowed(team, 'organization.manageMembers')) return Promise.resolve(null);
    return this.tasks.memberCap(team.teamId, team.userId, options);
  }

  /** Every social through the handle/link rule; duplicates refused; exactly one primary (the first by default). */
  private normalise(raw: readonly RequestedSocial[]): RequestedSocial[] {
    if (!raw.length)
      throw new IntakeException(
        INTAKE_ERROR_CODES.invalidRequest,
        invalidField('influencer.socials', ADD_TALENT_MESSAGES.needSocial),
      );
    const seen = new Set<string>();
    const socials = raw.map((social, index) => {
      const parsed = parseSocialIdentifier(social.platform, social.handle);
      if (parsed.kind === 'invalid' || parsed.kind === 'empty')
        throw new IntakeException(
          INTAKE_ERROR_CODES.invalidSocial,
          invalidField(
            `influencer.socials.${index}.handle`,
            parsed.kind === 'invalid'
              ? parsed.message
              : `influencer.socials.${index}.handle: enter a handle or a profile link.`,
          ),
        );
      const key = `${parsed.platform}:${parsed.handle}`;
      if (seen.has(key))
        throw new IntakeException(
          INTAKE_ERROR_CODES.duplicateSocial,
          invalidField(`influencer.socials.${index}.handle`, ADD_TALENT_MESSAGES.duplicateSocial),
        );
      seen.add(key);
      return { platform: parsed.platform, handle: parsed.handle, primary: social.primary };
    });
    const primaries = socials.filter((social) => social.primary).length;
    if (primaries > 1)
      throw new IntakeException(
        INTAKE_ERROR_CODES.invalidRequest,
        invalidField('influencer.socials', 'influencer.socials: only one account can be primary.'),
      );
    if (primaries === 0) socials[0]!.primary = true;
    return socials;
  }

  /** The job: fetch the creator's data, then put the creator on the roster. Idempotent. */
  private async run(taskId: number, job: JobContext): Promise<void> {
    const task = await this.tasks.byId(taskId);
    if (!task || task.state !== 'pending') return;
    await this.tasks.countAttempt(taskId);
    let data;
    try {
      data = await this.provider.fetchCreator({
        name: task.influencer_name,
        socials: task.requested_socials,
      });
    } catch (error) {
      if (error instanceof SocialAccountNotFound)
        throw new PermanentJobError(
          ADD_TALENT_MESSAGES.accountNotFound
            .replace('{platform}', PLATFORM_LABELS[error.platform])
            .replace('{handle}', error.handle),
        );
      throw error;
    }
    const added = await this.db.transaction(async (tx) => {
      const locked = await this.tasks.lockPending(taskId, tx);
      if (!locked) return null;
      const owner = await this.creators.ownerOf(task.requested_socials, tx);
      const influencerId =
        owner ?? (await this.creators.insertCreator(task.influencer_name, locked.team_id, data, tx));
      if (owner !== null) await this.creators.addAccounts(owner, data.accounts, tx);
      await this.roster.represent(locked.team_id, influencerId, tx);
      await this.tasks.complete(taskId, influencerId, tx);
      const requester = await this.tasks.requester(taskId, tx);
      if (requester !== null)
        await this.notifications.notify(tx, {
          userId: requester,
          teamId: locked.team_id,
          kind: 'task_completed',
          title: `${task.influencer_name} is on your roster`,
          body: 'The Add Talent request is completed.',
          href: `/influencers/profile/${influencerId}`,
        });
      return { teamId: locked.team_id, influencerId };
    });
    if (!added) return;
    this.publicRosterCache.invalidate(added.teamId);
    this.logger.info(
      { taskId, influencerId: added.influencerId, attempt: job.retryCount + 1 },
      'Talent added',
    );
  }

  /** The task failed for good: it ends in error and its credit goes back to the team. */
  private async fail(taskId: number, error: Error): Promise<void> {
    const message = error instanceof PermanentJobError ? error.message : ADD_TALENT_MESSAGES.providerFailed;
    await this.db.transaction(async (tx) => {
      const failed = await this.tasks.fail(taskId, message, tx);
      if (failed === null) return;
      await this.tasks.refundCredit(failed.team_id, tx);
      if (failed.user_id !== null)
        await this.notifications.notify(tx, {
          userId: failed.user_id,
          teamId: failed.team_id,
          kind: 'task_failed',
          title: `${failed.influencer_name} could not be added`,
          body: message,
          href: '/add-talent-requests',
        });
    });
  }
}
