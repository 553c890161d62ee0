import type { ActingAs, SessionTeam, TeamSettings, UserStatus } from '@tpp/contracts';
import type { Acting } from '../auth/request-auth.js';
import type { TeamSettingsRecord, User } from '../accounts.types.js';
import type { MembershipRow } from '../repositories/teams.repository.js';
import type { ContributedStatus } from '../services/status-contributions.js';
import { mapUserConfiguration } from './user-configuration.mapper.js';

/** The team settings the session carries; unknown or mistyped values fall back to the defaults. */
export function mapTeamSettings(settings: TeamSettingsRecord | null | undefined): TeamSettings {
  return {
    pageTheme: typeof settings?.pageTheme === 'string' ? settings.pageTheme : null,
    noTalentSheets: settings?.noTalentSheets === true,
    displayTableColor: typeof settings?.displayTableColor === 'string' ? settings.displayTableColor : null,
  };
}

const NO_TEAM_SETTINGS = mapTeamSettings(null);

export function mapSessionTeam(row: MembershipRow): SessionTeam {
  return {
    id: row.team_id,
    name: row.name,
    image_url: row.image_url,
    role: row.role,
    is_team_admin: row.role === 'team_admin',
    is_team_contact: row.role === 'team_contact',
    settings: mapTeamSettings(row.settings),
  };
}

/** The session document of GET /api/status for a signed-in user. */
export function mapUserStatus(
  user: User,
  teams: SessionTeam[],
  selected: SessionTeam | null,
  contributed: ContributedStatus,
): UserStatus {
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
    settings: mapUserConfiguration(user),
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

/** The shell's banner: whom the session acts as (null when the caller is themselves). */
export function mapActingAs(user: User, acting: Acting | null | undefined): ActingAs | null {
  if (!acting) return null;
  return acting.kind === 'team'
    ? { kind: 'team', team_id: acting.teamId, team_name: acting.teamName, real_email: acting.realUser.email }
    : {
        kind: 'user',
        user_id: user.id,
        email: user.email,
        full_name: user.fullName,
        real_email: acting.realUser.email,
      };
}
