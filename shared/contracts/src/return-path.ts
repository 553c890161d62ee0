import { matchesAny } from './remotes.js';
import { SIGNED_OUT_ONLY_ROUTES } from './routes.js';

/** The query parameter of /signin (and the other sign-in pages) naming where to go afterwards. */
export const RETURN_PATH_PARAM = 'next';

/** A path-absolute reference: RFC 3986 path, query and fragment characters only (ASCII, as browsers encode them). */
const SAFE_CHARACTERS = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]+$/;

/**
 * `raw` when it is a path of this site to return to after signing in (path, query and hash),
 * otherwise null. Only a same-origin relative path starting with a single '/' passes: never
 * '//host', a scheme ('https:', 'javascript:'), a backslash (browsers read '/\host' as '//host'),
 * spaces or control characters, '.' or '..' segments, or a sign-in page itself (it would loop).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || raw[0] !== '/' || raw[1] === '/') return null;
  if (!SAFE_CHARACTERS.test(raw)) return null;
  const path = raw.split(/[?#]/, 1)[0]!;
  const segments = path.slice(1).split('/');
  // Empty segments ('/a//b') are refused too (a trailing '/' aside): nothing of the app links to them.
  if (
    segments.some(
      (segment, at) => segment === '.' || segment === '..' || (segment === '' && at < segments.length - 1),
    )
  )
    return null;
  if (path === '/signout' || matchesAny(SIGNED_OUT_ONLY_ROUTES, path.replace(/\/+$/, '') || '/')) return null;
  return raw;
}

/** The return path a sign-in page was given in its query string (`?next=`), if it is safe. */
export function returnPathOf(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at === -1 || pair.slice(0, at) !== RETURN_PATH_PARAM) continue;
    try {
      return safeReturnPath(decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' ')));
    } catch {
      return null;
    }
  }
  return null;
}

/** `page` (e.g. '/signin') carrying `target` to return to, when there is one worth returning to. */
export function withReturnPath(page: string, target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  return safe && safe !== '/' ? `${page}?${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}` : page;
}
