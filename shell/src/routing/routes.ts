import { matchesAny, PUBLIC_ROUTES, type RemoteDescriptor } from '@tpp/contracts';

export const SIGN_IN_ROUTE = '/signin';
export const SIGN_OUT_ROUTE = '/signout';
export const ACCOUNT_DISABLED_ROUTE = '/account-disabled';
export const HOME_ROUTE = '/talent-sheets';
/** Routes the shell itself handles: '/' redirects, '/signout' signs out. */
export const SHELL_ROUTES: readonly string[] = ['/', SIGN_OUT_ROUTE];

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
