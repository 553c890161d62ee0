/**
 * Moves to another route without a page reload. single-spa watches history.pushState, so the
 * shell mounts whichever remote owns the new path; a remote's own router sees the change too.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}
