import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bootDocument } from '@tpp/session';

const retries = new Map<string, number>();

/** Records that a remote is being loaded again after a failure; its files are then fetched afresh. */
export function noteRemoteRetry(remoteName: string): void {
  retries.set(remoteName, (retries.get(remoteName) ?? 0) + 1);
}

function withRetryParameter(url: string, retry: number): string {
  const fresh = new URL(url, window.location.href);
  fresh.searchParams.set('retry', String(retry));
  return fresh.href;
}

function loadContainer(url: string, globalName: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      const container = (globalThis as Record<string, unknown>)[globalName];
      if (container) resolve(container);
      else reject(new Error(`${url} did not define ${globalName}`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load ${url}`));
    };
    document.head.append(script);
  });
}

/** A manifest the page's HTML carried (the boot document), handed out once. */
function takeBootManifest(url: string): unknown {
  const manifests = bootDocument()?.manifests;
  if (!manifests) return undefined;
  const wanted = new URL(url, window.location.href).href;
  const key = Object.keys(manifests).find((name) => new URL(name, window.location.href).href === wanted);
  if (key === undefined) return undefined;
  const manifest = manifests[key];
  delete manifests[key];
  return manifest;
}

/**
 * Makes Retry fetch a remote's manifest and entry again for real. Manifests are always
 * revalidated (they point at the current hashed files). After a failure the requests carry a
 * `retry` parameter and skip the HTTP cache: Chromium makes a request wait for an earlier,
 * still hanging request to the same URL, and the runtime would reuse a hanging entry <script>.
 */
export function freshLoadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tpp-fresh-load',
    fetch(url, init, remoteInfo) {
      const retry = remoteInfo ? (retries.get(remoteInfo.name) ?? 0) : 0;
      const early = retry ? undefined : takeBootManifest(url);
      if (early !== undefined) {
        return Promise.resolve(
          new Response(JSON.stringify(early), { headers: { 'content-type': 'application/json' } }),
        );
      }
      // Module Federation's loader fetching a remote's manifest: the site's code, not the API.
      // eslint-disable-next-line no-restricted-syntax
      return fetch(retry ? withRetryParameter(url, retry) : url, {
        ...init,
        cache: retry ? 'no-store' : 'no-cache',
      });
    },
    loadEntry({ remoteInfo }) {
      const retry = retries.get(remoteInfo.name) ?? 0;
      if (!retry || remoteInfo.type !== 'global') return undefined;
      return loadContainer(withRetryParameter(remoteInfo.entry, retry), remoteInfo.entryGlobalName) as never;
    },
  };
}
