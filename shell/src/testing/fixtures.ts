import {
  REMOTE_LABELS,
  REMOTE_ROUTES,
  type RemoteDescriptor,
  type RemoteName,
  type UserStatus,
} from '@tpp/contracts';

/** A signed-in team member; override what a test is about. */
export function signedInUser(overrides: Partial<UserStatus> = {}): UserStatus {
  return {
    authed: true,
    id: 7,
    account_id: 7,
    user_name: 'avery',
    email: 'avery@northstar.example',
    primary_team_id: 1,
    selectedTeamId: 1,
    team_name: 'Northstar Talent',
    teamRole: 'member',
    teams: [],
    settings: { email: 'avery@northstar.example', full_name: 'Avery Stone', nickname: 'Avery' },
    teamSettings: { pageTheme: null, noTalentSheets: false, displayTableColor: null },
    favoriteInfluencers: [],
    search_only: false,
    is_admin: false,
    is_staff: false,
    is_team_admin: false,
    noTeam: false,
    account_disabled: false,
    suspended: false,
    show_notification: false,
    has_unread_conversations: false,
    ...overrides,
  };
}

/** The remotes document as the API serves it by default. */
export const REMOTES: RemoteDescriptor[] = (Object.keys(REMOTE_ROUTES) as RemoteName[]).map((name) => ({
  name,
  label: REMOTE_LABELS[name],
  manifestUrl: `/assets/${name}/mf-manifest.json`,
  routes: [...REMOTE_ROUTES[name]],
}));
