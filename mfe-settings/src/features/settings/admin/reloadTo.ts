/** Acting as someone else changes the whole app: load it again from the server (spec: 'page reloads'). */
export const pageLoad = {
  reloadTo(path: string): void {
    window.location.assign(path);
  },
};
