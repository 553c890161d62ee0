import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import type { UserStatus } from '@tpp/contracts';
import type { User } from '../accounts.types.js';
import type { Acting } from '../auth/request-auth.js';
import { mapActingAs, mapSessionTeam, mapUserStatus } from '../dto/account-status.mapper.js';
import { TeamsRepository } from '../repositories/teams.repository.js';
import { StatusContributions } from './status-contributions.js';

/** Builds the session document of GET /api/status (docs/product/accounts-and-sign-in.md). */
@Injectable()
export class AccountStatusService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly contributions: StatusContributions,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** `acting`: an admin acting as a team sees that team selected; staff spoofing see the user's. */
  async statusOf(user: User, acting?: Acting | null): Promise<UserStatus> {
    const teams = (await this.teams.membershipsOf(user.id)).map(mapSessionTeam);
    const actingTeam =
      acting?.kind === 'team' ? await this.teams.asMembershipOf(acting.teamId, user.id) : null;
    const selected = actingTeam
      ? mapSessionTeam(actingTeam)
      : (teams.find((team) => team.id === user.primaryTeamId) ?? teams[0] ?? null);
    const contributed = selected
      ? await this.contributions.collect({ userId: user.id, teamId: selected.id, isStaff: user.isStaff })
      : {};
    return {
      ...mapUserStatus(user, teams, selected, contributed),
      acting_as: mapActingAs(user, acting),
      old_site_url: this.config.oldSiteUrl,
    };
  }
}
