import { Injectable } from '@nestjs/common';
import type { UserStatus } from '@tpp/contracts';
import type { User } from '../accounts.types.js';
import { mapSessionTeam, mapUserStatus } from '../dto/account-status.mapper.js';
import { TeamsRepository } from '../repositories/teams.repository.js';
import { StatusContributions } from './status-contributions.js';

/** Builds the session document of GET /api/status (workspace.md §3 User session). */
@Injectable()
export class AccountStatusService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly contributions: StatusContributions,
  ) {}

  async statusOf(user: User): Promise<UserStatus> {
    const teams = (await this.teams.membershipsOf(user.id)).map(mapSessionTeam);
    const selected = teams.find((team) => team.id === user.primaryTeamId) ?? teams[0] ?? null;
    const contributed = selected
      ? await this.contributions.collect({ userId: user.id, teamId: selected.id, isStaff: user.isStaff })
      : {};
    return mapUserStatus(user, teams, selected, contributed);
  }
}
