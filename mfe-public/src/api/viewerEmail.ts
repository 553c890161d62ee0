import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** localStorage key of the email a sheet viewer gave at the registration gate. */
export const VIEWER_EMAIL_KEY = 'tpp.sheetViewerEmail';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(VIEWER_EMAIL_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

interface ViewerEmailState {
  /** The stored gate email, or null when the viewer has not given one in this browser. */
  email: string | null;
  remember: (email: string) => void;
  /** Re-reads localStorage (tests, another tab). */
  reload: () => void;
}

/** The viewer's gate email, kept in the browser (a soft gate: identity only, not access control). */
export const viewerEmailStore = createStore<ViewerEmailState>()((set) => ({
  email: typeof window === 'undefined' ? null : readStored(),
  remember: (email) => {
    try {
      window.localStorage.setItem(VIEWER_EMAIL_KEY, email);
    } catch {
      // Private mode: the email still counts for this page.
    }
    set({ email });
  },
  reload: () => set({ email: readStored() }),
}));

export function useViewerEmail(): string | null {
  return useStore(viewerEmailStore, (state) => state.email);
}
