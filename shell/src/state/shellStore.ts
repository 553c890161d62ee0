import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RemoteDescriptor } from '@tpp/contracts';
import { removeSplash } from '../remotes/splash';

export interface ShellState {
  /** The current location's path, updated before single-spa mounts the apps for it. */
  path: string;
  /** The runtime remotes document; null until it has been read. */
  remotes: RemoteDescriptor[] | null;
  /** One slot element per remote, placed in the layout's <main>. */
  slots: HTMLElement[];
  /** Set when the session or the remotes document could not be read at start. */
  bootError: string | null;
  /** An unexpected exception of the shell itself: the generic error page replaces everything. */
  fatalError: unknown;
  signingOut: boolean;
}

export const shellStore = createStore<ShellState>()(() => ({
  path: typeof window === 'undefined' ? '/' : window.location.pathname,
  remotes: null,
  slots: [],
  bootError: null,
  fatalError: null,
  signingOut: false,
}));

export function useShell<T>(selector: (state: ShellState) => T): T {
  return useStore(shellStore, selector);
}

export function reportFatalError(error: unknown): void {
  console.error('[shell] unexpected error', error);
  removeSplash();
  shellStore.setState({ fatalError: error ?? new Error('Unknown error') });
}
