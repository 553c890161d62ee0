import { matchesAny, SIGNED_OUT_ONLY_ROUTES, type RemoteDescriptor, type UserStatus } from '@tpp/contracts';
import {
  ACCOUNT_DISABLED_ROUTE,
  HOME_ROUTE,
  isKnownRoute,
  isPublicRoute,
  SIGN_IN_ROUTE,
  SIGN_OUT_ROUTE,
} from './routes';

function normalise(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

function nextStep(
  path: string,
  user: UserStatus | null,
  remotes: readonly RemoteDescriptor[],
): string | null {
  if (path === SIGN_OUT_ROUTE) return null;
  const isPublic = isPublicRoute(path);
  if (!user) {
    // Unknown paths stay put so that they show Not Found, signed in or not.
    return isPublic || !isKnownRoute(remotes, path) ? null : SIGN_IN_ROUTE;
  }
  if (user.account_disabled && !isPublic) return ACCOUNT_DISABLED_ROUTE;
  if (matchesAny(SIGNED_OUT_ONLY_ROUTES, path)) return '/';
  if (path === '/') return HOME_ROUTE;
  return null;
}

/**
 * Where the guard sends a visitor instead of `path`, or null to let the path show. Redirects are
 * followed to their end, so a disabled user on /signin goes straight to /account-disabled.
 */
export function guardRedirect(
  path: string,
  user: UserStatus | null,
  remotes: readonly RemoteDescriptor[],
): string | null {
  const start = normalise(path);
  let current = start;
  for (let hops = 0; hops < 5; hops++) {
    const next = nextStep(current, user, remotes);
    if (next === null) break;
    current = next;
  }
  return current === start ? null : current;
}
