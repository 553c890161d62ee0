import {
  matchesAny,
  returnPathOf,
  SIGNED_OUT_ONLY_ROUTES,
  withReturnPath,
  type RemoteDescriptor,
  type UserStatus,
} from '@tpp/contracts';
import {
  ACCOUNT_DISABLED_ROUTE,
  isKnownRoute,
  isPublicRoute,
  landingRoute,
  SIGN_IN_ROUTE,
  SIGN_OUT_ROUTE,
} from './routes';

function normalise(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Path and query string of a location the guard may produce ('/signin?next=...'). */
function split(location: string): { path: string; search: string } {
  const at = location.indexOf('?');
  return at === -1
    ? { path: normalise(location), search: '' }
    : { path: normalise(location.slice(0, at)), search: location.slice(at) };
}

function nextStep(
  location: string,
  user: UserStatus | null,
  remotes: readonly RemoteDescriptor[],
): string | null {
  const { path, search } = split(location);
  if (path === SIGN_OUT_ROUTE) return null;
  const isPublic = isPublicRoute(path);
  if (!user) {
    // Unknown paths stay put so that they show Not Found, signed in or not. The sign-in page
    // carries the page asked for (path and query) to return to it afterwards.
    return isPublic || !isKnownRoute(remotes, path) ? null : withReturnPath(SIGN_IN_ROUTE, path + search);
  }
  if (user.account_disabled && !isPublic) return ACCOUNT_DISABLED_ROUTE;
  if (matchesAny(SIGNED_OUT_ONLY_ROUTES, path)) return returnPathOf(search) ?? '/';
  if (path === '/') return landingRoute(user);
  return null;
}

/**
 * Where the guard sends a visitor instead of `path` (with its query string `search`), or null to
 * let the path show. Redirects are followed to their end, so a disabled user on /signin goes
 * straight to /account-disabled. A signed-out visitor goes to `/signin?next=<path and query>`; a
 * signed-in one on a sign-in page goes to that `next` when it is a safe path of this site.
 */
export function guardRedirect(
  path: string,
  user: UserStatus | null,
  remotes: readonly RemoteDescriptor[],
  search = '',
): string | null {
  const start = normalise(path) + search;
  let current = start;
  for (let hops = 0; hops < 5; hops++) {
    const next = nextStep(current, user, remotes);
    if (next === null) break;
    current = next;
  }
  return current === start ? null : current;
}
