import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DirectoryAccount, DirectoryQuery, DirectoryResponse } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';

/**
 * Search loading: initial (nothing asked yet), pending (a new search: its answer will
 * replace the rows), appending (the next page: its rows will be appended), idle.
 */
export type SearchPhase = 'initial' | 'pending' | 'appending' | 'idle';

export interface DirectorySearchState {
  phase: SearchPhase;
  /** The query of the rows shown (page 1 of it). */
  query: DirectoryQuery | null;
  accounts: DirectoryAccount[];
  /** More rows follow (drives the infinite scroll). */
  more: boolean;
  nextCursor: string | null;
  /** The last page loaded. */
  page: number;
  /** The last search or load-more failed: its message; Retry repeats it. */
  error: { message: string; during: 'search' | 'more' } | null;

  /** A new search: replaces the rows once it answers; an older search still running is dropped. */
  search: (query: DirectoryQuery) => Promise<void>;
  /** The next page after the last row (cursor), appended; only when idle with more rows. */
  loadMore: () => Promise<void>;
  /**
   * Loads the next pages, one after the other, until `enough` holds for the rows loaded, no more
   * follow, or a page fails (Add All to Sheet: every match the sheet can take).
   */
  loadUntil: (enough: (accounts: readonly DirectoryAccount[]) => boolean) => Promise<void>;
  /** Repeats what failed. */
  retry: () => Promise<void>;
}

export type DirectoryFetch = (query: DirectoryQuery, signal: AbortSignal) => Promise<DirectoryResponse>;

export type DirectorySearchStore = StoreApi<DirectorySearchState>;

const FAILED = 'The search could not be run. Check your connection and try again.';

/** One store per search on screen (the /search page, a dialog, an advanced search page). */
export function createDirectorySearchStore(fetchPage: DirectoryFetch): DirectorySearchStore {
  let controller: AbortController | null = null;

  return createStore<DirectorySearchState>()((set, get) => {
    const run = async (query: DirectoryQuery, appending: boolean) => {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      set({ phase: appending ? 'appending' : 'pending', error: null, ...(appending ? {} : { query }) });
      try {
        const answer = await fetchPage(query, own.signal);
        if (controller !== own) return;
        set((state) => ({
          phase: 'idle',
          accounts: appending ? [...state.accounts, ...answer.accounts] : answer.accounts,
          more: answer.more,
          nextCursor: answer.next_cursor,
          page: answer.page,
        }));
      } catch (error) {
        if (controller !== own) return;
        set({
          phase: 'idle',
          error: { message: errorMessage(error, FAILED), during: appending ? 'more' : 'search' },
          ...(appending ? {} : { accounts: [], more: false, nextCursor: null }),
        });
      }
    };

    return {
      phase: 'initial',
      query: null,
      accounts: [],
      more: false,
      nextCursor: null,
      page: 0,
      error: null,
      search: (query) => run(query, false),
      loadMore: async () => {
        const state = get();
        if (state.phase !== 'idle' || !state.more || !state.query || state.error) return;
        const next: DirectoryQuery = { ...state.query, page: state.page + 1 };
        if (state.nextCursor) next.cursor = state.nextCursor;
        await run(next, true);
      },
      loadUntil: async (enough) => {
        for (;;) {
          const state = get();
          if (state.error || !state.more || enough(state.accounts)) return;
          const before = state.accounts.length;
          await get().loadMore();
          // Another search replaced the rows meanwhile, or nothing could be loaded: stop.
          if (get().query !== state.query || get().accounts.length === before) return;
        }
      },
      retry: async () => {
        const state = get();
        if (!state.error || !state.query) return;
        if (state.error.during === 'search') return run(state.query, false);
        set({ error: null });
        return get().loadMore();
      },
    };
  });
}
