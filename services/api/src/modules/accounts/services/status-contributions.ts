import { Injectable } from '@nestjs/common';
import type { UserStatus } from '@tpp/contracts';

/** Session fields that other modules own (likes, unread conversations). */
export type ContributedStatus = Partial<Pick<UserStatus, 'favoriteInfluencers' | 'has_unread_conversations'>>;
export type StatusContribution = (caller: {
  userId: number;
  teamId: number;
  isStaff: boolean;
}) => Promise<ContributedStatus>;

/**
 * Lets modules that depend on accounts add their fields to GET /api/status without accounts
 * depending on them: a module registers a contribution when it starts.
 */
@Injectable()
export class StatusContributions {
  private readonly contributions: StatusContribution[] = [];

  register(contribution: StatusContribution): void {
    this.contributions.push(contribution);
  }

  async collect(caller: { userId: number; teamId: number; isStaff: boolean }): Promise<ContributedStatus> {
    const parts = await Promise.all(this.contributions.map((contribution) => contribution(caller)));
    return Object.assign({}, ...parts) as ContributedStatus;
  }
}
