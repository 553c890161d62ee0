import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SessionTeam, TeamSettings, UserStatus } from '@tpp/contracts';
import type { Repository } from 'typeorm';
import { TeamMembership } from '../entities/team-membership.entity.js';
import type { TeamSettingsRecord } from '../entities/team.entity.js';
import type { User } from '../entities/user.entity.js';
import { StatusContributions } from './status-contributions.js';

export function sessionTeamSettings(settings: TeamSettingsRecord | null | undefined): TeamSettings {
  return {
    pageTheme: typeof settings?.pageTheme === 'string' ? settings.pageTheme : null,
    noTalentSheets: settings?.noTalentSheets === true,
    displayTableColor: typeof settings?.displayTableColor === 'string' ? settings.displayTableColor : null,
  };
}

const NO_TEAM_SETTINGS = sessionTeamSettings(null);

/** Builds the session document of GET /api/status (workspace.md §3 User session). */
@Injectable()
export class AccountStatusService {
  constructor(
    @InjectRepository(TeamMembership) private readonly memberships: Repository<TeamMembership>,
    private readonly contributions: StatusContributions,
  ) {}

  async statusOf(user: User): Promise<UserStatus> {
    const memberships = await this.memberships.find({
      where: { userId: user.id },
      relations: { team: true },
      order: { id: 'ASC' },
    });
    const teams: SessionTeam[] = memberships.map((membership) => ({
      id: membership.team.id,
      name: membership.team.name,
      image_url: membership.team.imageUrl,
      role: membership.role,
      is_team_admin: membership.role === 'team_admin',
      is_team_contact: membership.role === 'team_contact',
      settings: sessionTeamSettings(membership.team.settings),
    }));
    const selected = teams.find((team) => team.id === user.primaryTeamId) ?? teams[0] ?? null;
    const contributed = selected
      ? await this.contributions.collect({ userId: user.id, teamId: selected.id })
      : {};
    return {
      authed: true,
      id: user.id,
      account_id: user.id,
      user_name: user.fullName || user.email,
      email: user.email,
      primary_team_id: selected?.id ?? null,
      selectedTeamId: selected?.id ?? null,
      team_name: selected?.name ?? null,
      teamRole: selected?.role ?? null,
      teams,
      settings: { email: user.email, full_name: user.fullName, nickname: user.nickname },
      teamSettings: selected?.settings ?? NO_TEAM_SETTINGS,
      favoriteInfluencers: contributed.favoriteInfluencers ?? [],
      search_only: user.searchOnly,
      is_admin: user.isAdmin,
      is_staff: user.isStaff,
      is_team_admin: selected?.is_team_admin ?? false,
      noTeam: teams.length === 0,
      account_disabled: user.accountDisabled,
      suspended: user.suspended,
      show_notification: user.showNotification,
      has_unread_conversations: contributed.has_unread_conversations ?? false,
    };
  }
}
