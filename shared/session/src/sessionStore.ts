import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { API, type UserStatus } from '@tpp/contracts';
import { api } from './apiClient.js';

export interface SessionState {
  /** idle before the first load; error when /api/status could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  user: UserStatus | null;
  /** Loads GET /api/status; the shell calls it once at start. */
  load: () => Promise<void>;
  /** Replaces the user after sign-in, account confirmation or a settings change. */
  setUser: (user: UserStatus | null) => void;
  /** GET /api/user/signout, then resets the session. */
  signOut: () => Promise<void>;
}

/**
 * The one session store of the page. Shared as a Module Federation singleton, so the shell and
 * every remote read and write the same instance.
 */
export const sessionStore = createStore<SessionState>()((set) => ({
  status: 'idle',
  user: null,
  load: async () => {
    set({ status: 'loading' });
    try {
      const status = await api.call(API.session.status);
      set({ status: 'ready', user: status.authed ? status : null });
    } catch {
      set({ status: 'error' });
    }
  },
  setUser: (user) => set({ status: 'ready', user }),
  signOut: async () => {
    try {
      await api.call(API.session.signOut);
    } finally {
      set({ status: 'ready', user: null });
    }
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
