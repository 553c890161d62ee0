import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RemoteDescriptor } from '@tpp/contracts';
import { Spinner } from '@tpp/ui';
import type { RemoteSlotView } from './remoteApplication';
import { RemoteFallback } from './RemoteFallback';
import { removeSplash, removeSplashSoon } from './splash';

export interface RemoteSlot extends RemoteSlotView {
  /** The slot element placed in the layout's <main>; `data-remote` carries the remote's name. */
  element: HTMLElement;
}

/**
 * One remote's place in the layout: a host element the remote renders into (replaced on every
 * attempt) and a status element the shell renders loading and fallback states into, so the two
 * React roots never share a container.
 */
export function createRemoteSlot(remote: RemoteDescriptor): RemoteSlot {
  const element = document.createElement('div');
  element.className = 'shell-slot';
  element.dataset.remote = remote.name;
  const status = document.createElement('div');
  element.append(status);
  let host: HTMLElement | null = null;
  let statusRoot: Root | null = null;

  const renderStatus = (node: ReactNode) => {
    statusRoot ??= createRoot(status);
    statusRoot.render(node);
  };

  return {
    element,
    createHost() {
      host?.remove();
      host = document.createElement('div');
      host.className = 'shell-slot__host';
      element.insertBefore(host, status);
      return host;
    },
    showLoading() {
      renderStatus(
        <div className="shell-slot__loading">
          <Spinner />
        </div>,
      );
    },
    showUnavailable(retry) {
      removeSplash();
      renderStatus(<RemoteFallback label={remote.label} reason="load" onRetry={retry} />);
    },
    clear() {
      removeSplashSoon();
      renderStatus(null);
    },
    crashFallback(retry) {
      return <RemoteFallback label={remote.label} reason="crash" onRetry={retry} />;
    },
  };
}
