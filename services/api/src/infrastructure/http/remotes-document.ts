import { REMOTE_LABELS, REMOTE_ROUTES, type RemoteName, type RemotesDocument } from '@tpp/contracts';

export const REMOTE_NAMES = Object.keys(REMOTE_ROUTES) as RemoteName[];

/** The runtime document the shell reads at start: where each remote's manifest is and what it owns. */
export function buildRemotesDocument(overrides: Partial<Record<RemoteName, string>>): RemotesDocument {
  return {
    remotes: REMOTE_NAMES.map((name) => ({
      name,
      manifestUrl: overrides[name] ?? `/assets/${name}/mf-manifest.json`,
      routes: [...REMOTE_ROUTES[name]],
      label: REMOTE_LABELS[name],
    })),
  };
}
