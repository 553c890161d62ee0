import { matchesAny, PUBLIC_ROUTES, type RemoteDescriptor, type UserStatus } from '@tpp/contracts';

export const SIGN_IN_ROUTE = '/signin';
export const SIGN_OUT_ROUTE = '/signout';
export const ACCOUNT_DISABLED_ROUTE = '/account-disabled';
/** Platform staff land on the requests they work; platform admins on their tools (in Settings). */
export const STAFF_HOME_ROUTE = '/staff/requests';
export const ADMIN_HOME_ROUTE = '/configure';
/** Routes the shell itself handles: '/signout' signs out. */
export const SHELL_ROUTES: readonly string[] = [SIGN_OUT_ROUTE];

/**
 * Where '/' takes a signed-in user: team members stay on their home page (the workspace's
 * dashboard); a platform admin goes to the admin tools and platform staff to the Requests
 * Console, except while acting as a team or a user, when they see that team's home page.
 */
export function landingRoute(user: Pick<UserStatus, 'is_admin' | 'is_staff' | 'acting_as'>): string | null {
  if (user.acting_as) return null;
  if (user.is_admin) return ADMIN_HOME_ROUTE;
  if (user.is_staff) return STAFF_HOME_ROUTE;
  return null;
}

export function isPublicRoute(path: string): boolean {
  return matchesAny(PUBLIC_ROUTES, path);
}

/** The remote that owns a path, if any (the first listed wins, as in /remotes.json). */
export function owningRemote(
  remotes: readonly RemoteDescriptor[],
  path: string,
): RemoteDescriptor | undefined {
  return remotes.find((remote) => matchesAny(remote.routes, path));
}

/** A path neither a remote nor the shell owns shows the Not Found page. */
export function isKnownRoute(remotes: readonly RemoteDescriptor[], path: string): boolean {
  return matchesAny(SHELL_ROUTES, path) || owningRemote(remotes, path) !== undefined;
}
