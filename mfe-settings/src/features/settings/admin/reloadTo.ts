/** Acting as someone else changes the whole app: load it again from the server (spec: 'page reloads'). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
