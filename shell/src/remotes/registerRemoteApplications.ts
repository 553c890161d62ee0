import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import { matchesAny, type RemoteDescriptor, type RemotesDocument } from '@tpp/contracts';
import { bootDocument, fetchJson, sessionStore } from '@tpp/session';
import { guardRedirect } from '../routing/guard';
import { freshLoadPlugin, noteRemoteRetry } from './freshLoadPlugin';
import { createRemoteApplication, type RemoteLifecycles } from './remoteApplication';
import { createRemoteSlot } from './remoteSlot';
import { withDeadline } from './withDeadline';

/**
 * Load + bootstrap + mount budget per attempt: the fallback shows well within 6 s of a navigation
 * even on a slow machine, and a remote that is merely slow still replaces it when it arrives.
 */
export const REMOTE_DEADLINE_MS = 4000;
const REMOTES_DOCUMENT_DEADLINE_MS = 10_000;

function isRemoteDescriptor(value: unknown): value is RemoteDescriptor {
  const remote = value as Partial<RemoteDescriptor> | null;
  return (
    typeof remote?.name === 'string' &&
    typeof remote.label === 'string' &&
    typeof remote.manifestUrl === 'string' &&
    Array.isArray(remote.routes) &&
    remote.routes.every((route) => typeof route === 'string')
  );
}

/** Reads the remotes document (from the page's boot document, else GET /remotes.json): which remotes exist, where their manifests are and which routes they own. */
export async function fetchRemotesDocument(): Promise<RemoteDescriptor[]> {
  // The page's HTML normally carries it (the boot document): no round trip.
  const early = bootDocument()?.remotes;
  if (early?.length && early.every(isRemoteDescriptor)) return early;
  const document = await withDeadline(
    fetchJson<RemotesDocument>('/remotes.json'),
    REMOTES_DOCUMENT_DEADLINE_MS,
  );
  if (!Array.isArray(document?.remotes) || !document.remotes.every(isRemoteDescriptor)) {
    throw new Error('/remotes.json does not describe remotes');
  }
  return document.remotes;
}

/**
 * Registers every remote with the Module Federation runtime (by manifest URL, so moving a remote
 * is configuration only) and with single-spa (active on its routes when the guard lets the path
 * through). Returns the slot elements for the layout.
 */
export function registerRemoteApplications(remotes: readonly RemoteDescriptor[]): HTMLElement[] {
  registerPlugins([freshLoadPlugin()]);
  registerRemotes(remotes.map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })));

  return remotes.map((remote) => {
    const slot = createRemoteSlot(remote);
    const application = createRemoteApplication({
      view: slot,
      deadlineMs: REMOTE_DEADLINE_MS,
      onError: (error) => console.error(`[shell] ${remote.name}:`, error),
      load: async (afterFailure) => {
        // A failed or hung attempt leaves the manifest and entry cached in the runtime; forcing
        // the registration again drops them, so Retry really fetches again.
        if (afterFailure) {
          noteRemoteRetry(remote.name);
          registerRemotes([{ name: remote.name, entry: remote.manifestUrl }], { force: true });
        }
        const lifecycles = await loadRemote<RemoteLifecycles>(`${remote.name}/lifecycles`);
        if (!lifecycles) throw new Error(`${remote.name}/lifecycles could not be loaded`);
        return lifecycles;
      },
    });
    registerApplication({
      name: remote.name,
      app: async () => application,
      activeWhen: (location) =>
        matchesAny(remote.routes, location.pathname) &&
        guardRedirect(location.pathname, sessionStore.getState().user, remotes) === null,
    });
    return slot.element;
  });
}
