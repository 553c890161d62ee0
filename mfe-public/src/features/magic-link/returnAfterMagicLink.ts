import { MAGIC_LINK_LIFETIME_MINUTES, safeReturnPath } from '@tpp/contracts';

const KEY = 'tpp.magicLinkReturnPath';

/**
 * The page to return to after signing in with a mailed link. The link opens in a new tab (or
 * window) of the same browser, so the path asked for on /signin?next=... is kept in local storage
 * from the request until the link is used, at most as long as the link lives.
 */
export const magicLinkReturn = {
  remember(path: string | null): void {
    try {
      if (path) localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
      else localStorage.removeItem(KEY);
    } catch {
      // Storage can be off (private modes): the link then signs in and goes home.
    }
  },

  /** The remembered path, if still fresh and safe; forgets it either way. */
  take(): string | null {
    try {
      const raw = localStorage.getItem(KEY);
      localStorage.removeItem(KEY);
      if (!raw) return null;
      const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
      const fresh = typeof at === 'number' && Date.now() - at <= MAGIC_LINK_LIFETIME_MINUTES * 60_000;
      return fresh && typeof path === 'string' ? safeReturnPath(path) : null;
    } catch {
      return null;
    }
  },
};
