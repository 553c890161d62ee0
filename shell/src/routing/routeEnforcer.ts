import { triggerAppChange } from 'single-spa';
import type { RemoteDescriptor } from '@tpp/contracts';
import { navigate, sessionStore } from '@tpp/session';
import { reportFatalError, shellStore } from '../state/shellStore';
import { guardRedirect } from './guard';
import { SIGN_IN_ROUTE, SIGN_OUT_ROUTE } from './routes';

async function signOutAndLeave(): Promise<void> {
  if (shellStore.getState().signingOut) return;
  shellStore.setState({ signingOut: true });
  try {
    await sessionStore.getState().signOut();
  } catch (error) {
    // The session is dropped locally either way; the server's cookie expires on its own.
    console.error('[shell] sign-out request failed', error);
  } finally {
    shellStore.setState({ signingOut: false });
    navigate(SIGN_IN_ROUTE, { replace: true });
  }
}

/**
 * Applies the guard to the current location: records the path for the layout, signs out on
 * /signout and replaces a guarded path with where the guard sends the user. Returns whether it
 * moved away from the current path.
 */
export function enforceRoute(remotes: readonly RemoteDescriptor[]): boolean {
  const path = window.location.pathname;
  shellStore.setState({ path });
  if (path === SIGN_OUT_ROUTE) {
    void signOutAndLeave();
    return true;
  }
  const target = guardRedirect(path, sessionStore.getState().user, remotes, window.location.search);
  if (target === null) return false;
  navigate(target, { replace: true });
  return true;
}

/**
 * Runs the guard before single-spa activates the apps of every route change, and again whenever
 * the signed-in user changes (sign-in, sign-out, a settings change), so activity rules that
 * depend on the user are re-evaluated.
 */
export function installRouteGuard(remotes: readonly RemoteDescriptor[]): void {
  const guarded = () => {
    try {
      return enforceRoute(remotes);
    } catch (error) {
      reportFatalError(error);
      return true;
    }
  };
  window.addEventListener('single-spa:before-routing-event', guarded);
  sessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user && !guarded()) void triggerAppChange();
  });
}
