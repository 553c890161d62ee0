/** The runtime remotes document served at GET /remotes.json. */
export type RemoteName = 'mfe-public' | 'mfe-workspace' | 'mfe-settings' | 'mfe-analytics';

export interface RemoteDescriptor {
  name: RemoteName;
  /** Absolute or root-relative URL of the remote's mf-manifest.json. */
  manifestUrl: string;
  /** Route patterns the remote owns: '/signin', '/magic-signin/:token', '/public/*'. */
  routes: string[];
  /** Human name used in the fallback text '{label} is unavailable'. */
  label: string;
}

export interface RemotesDocument {
  remotes: RemoteDescriptor[];
}

/**
 * Matches a path against a route pattern. ':name' matches one segment, a trailing ':name?' an
 * optional one, a trailing '/*' any rest (including none).
 */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  const patternParts = clean(pattern).split('/').slice(1);
  const pathParts = clean(path).split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i] as string;
    const segment = pathParts[i];
    if (part === '*') return params;
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined || segment === '') {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(segment);
      continue;
    }
    if (part !== segment) return null;
  }
  const extra = pathParts.length > patternParts.length && !(patternParts.length === 0 && pathParts[0] === '');
  return extra ? null : params;
}

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchRoute(pattern, path) !== null);
}
