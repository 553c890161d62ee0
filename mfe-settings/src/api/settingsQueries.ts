import { useApiQuery } from '@tpp/session';
import { adminApi } from './adminApi';
import { creatorCallsAdminApi } from './creatorCallsAdminApi';
import { organizationApi } from './organizationApi';
import { settingsApi } from './settingsApi';
import { teamLookApi } from './teamLookApi';
import { twoFactorApi } from './twoFactorApi';

/**
 * The query keys of /configure: every key starts with 'settings', then the read's name and its
 * inputs, so `invalidateApi(settingsKeys.all)` reloads every settings answer on screen.
 */
export const settingsKeys = {
  all: ['settings'] as const,
  configuration: ['settings', 'configuration'] as const,
  teamInfo: ['settings', 'team-info'] as const,
  members: ['settings', 'members'] as const,
  teamLook: ['settings', 'team-look'] as const,
  previewRoster: (teamId: number) => ['settings', 'preview-roster', teamId] as const,
  twoFactor: ['settings', 'two-factor'] as const,
  adminTeams: ['settings', 'admin-teams'] as const,
  auditLog: (page: number) => ['settings', 'audit-log', page] as const,
  creatorCalls: ['settings', 'creator-calls'] as const,
};

/** GET /api/user/configuration: the signed-in user's names and email. */
export const useConfiguration = () => useApiQuery(settingsKeys.configuration, settingsApi.getConfiguration);

/** The team's contact information (Manage Organization). */
export const useTeamInfo = () => useApiQuery(settingsKeys.teamInfo, organizationApi.teamInfo);

/** The team's members and its pending invitations, read together. */
export const useMembers = () =>
  useApiQuery(settingsKeys.members, async (signal) => {
    const [members, invitations] = await Promise.all([
      organizationApi.members(signal),
      organizationApi.invitations(signal),
    ]);
    return { members: members.members, invitations: invitations.invitations };
  });

/** The team's display settings and logos. */
export const useTeamLook = () => useApiQuery(settingsKeys.teamLook, teamLookApi.read);

/** The team's public roster, for the look's preview. */
export const usePreviewRoster = (teamId: number) =>
  useApiQuery(settingsKeys.previewRoster(teamId), (signal) => teamLookApi.publicRoster(teamId, signal));

/** The signed-in user's second factor. */
export const useTwoFactorStatus = () => useApiQuery(settingsKeys.twoFactor, twoFactorApi.status);

/** Admins: every organization, to act as one. */
export const useAdminTeams = () => useApiQuery(settingsKeys.adminTeams, adminApi.teams);

/** Admins: one page of the audit log. */
export const useAuditLog = (page: number, enabled: boolean) =>
  useApiQuery(settingsKeys.auditLog(page), (signal) => adminApi.auditLog(page, signal), { enabled });

/** Staff and platform admins: every Creator Call, to edit one. */
export const useAdminCreatorCalls = (enabled: boolean) =>
  useApiQuery(
    settingsKeys.creatorCalls,
    (signal) => creatorCallsAdminApi.list(signal).then(({ casting_calls }) => casting_calls),
    { enabled },
  );
