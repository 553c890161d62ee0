import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { DirectoryAccount } from '@tpp/contracts';
import { directoryApi } from '../../api/directoryApi';
import { briefProblem } from '../aiRules';
import { useTeamId } from '../useTeamId';
import { createDirectorySearchStore } from './directorySearchStore';
import { aiSearchRequest, directoryQuery, type SearchUrlState } from './directoryFilters';
import { useAiSearch } from './useAiSearch';
import type { AddHow } from './AddAllButton';

export interface AddTarget {
  /** Creators (influencer ids) already on the sheet. */
  onSheet: ReadonlySet<number>;
  onAdd: (accounts: readonly DirectoryAccount[], how?: AddHow) => void;
  /**
   * How many more creators the target takes (a sheet 1000, a Creator Call response 40): Add All
   * to Sheet loads further pages of results until it has that many to add, or every match.
   */
  room: number;
  /** Why nothing can be added yet (no sheet chosen...); Add is disabled meanwhile. */
  unavailable?: string | null;
}

/**
 * The rows of the advanced search: the directory's pages for the filters and sort (a new search
 * only when the query itself changes), or, after AI Search, the AI's ranked rows until Clear AI
 * Search or a change of filters or sort; and Add All to Sheet. Each instance has its own store.
 */
export function useDirectoryResults(value: SearchUrlState, talentSheet: boolean, target?: AddTarget) {
  const [store] = useState(() => createDirectorySearchStore(directoryApi.socialAccounts));
  const phase = useStore(store, (state) => state.phase);
  const accounts = useStore(store, (state) => state.accounts);
  const more = useStore(store, (state) => state.more);
  const error = useStore(store, (state) => state.error);
  const { filters, sort } = value;

  const query = useMemo(() => directoryQuery(filters, sort, { talentSheet }), [filters, sort, talentSheet]);
  const queryKey = JSON.stringify(query);
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    // A new search only when the query itself changed (not on every render's new object).
    void store.getState().search(queryRef.current);
  }, [queryKey, store]);

  // AI search (talent for a sheet only): the filters as they are plus a campaign description.
  const teamId = useTeamId();
  const [aiDescription, setAiDescription] = useState('');
  const [aiProblem, setAiProblem] = useState<string | null>(null);
  const { ai, run: runAi, clear: clearAi } = useAiSearch();
  useEffect(() => clearAi(), [queryKey, clearAi]);
  const aiSearch = () => {
    const problem = briefProblem(aiDescription);
    setAiProblem(problem);
    if (problem) return;
    void runAi(
      aiSearchRequest(queryRef.current, {
        teamId,
        description: aiDescription,
        includedInfluencers: target && !target.unavailable ? [...target.onSheet] : [],
      }),
    );
  };
  const aiOn = ai.state !== 'none';

  const [addingAll, setAddingAll] = useState(false);
  const notOnSheet = (rows: readonly DirectoryAccount[]) =>
    target ? rows.filter((account) => !target.onSheet.has(account.influencer_id)) : [];
  const rows: readonly DirectoryAccount[] = ai.state === 'answered' ? ai.accounts : aiOn ? [] : accounts;
  const addable = notOnSheet(rows);
  /** What Add All to Sheet would add (null when a page failed to load); the caller confirms, then adds. */
  const collectAll = async (): Promise<readonly DirectoryAccount[] | null> => {
    if (!target) return null;
    // The AI's answer is whole (at most AI_SEARCH_LIMIT rows): no further pages to load.
    if (aiOn) return addable;
    setAddingAll(true);
    try {
      await store.getState().loadUntil((rows) => notOnSheet(rows).length >= target.room);
      const { accounts: loaded, error: failed } = store.getState();
      // The target takes what fits and says why it refused the rest (a Creator Call's 40).
      return failed ? null : notOnSheet(loaded);
    } finally {
      setAddingAll(false);
    }
  };

  const searching = aiOn ? ai.state === 'loading' : phase === 'initial' || phase === 'pending';
  const failure = aiOn
    ? ai.state === 'failed'
      ? { message: ai.message, retry: aiSearch }
      : null
    : error
      ? { message: error.message, retry: () => void store.getState().retry() }
      : null;

  return {
    phase,
    more,
    accountCount: accounts.length,
    rows,
    addable,
    collectAll,
    addingAll,
    loadMore: () => void store.getState().loadMore(),
    searching,
    failure,
    failedSearch: aiOn ? ai.state === 'failed' : error?.during === 'search',
    done: aiOn ? ai.state === 'answered' : phase === 'idle' && !error,
    ai,
    aiOn,
    aiSearch,
    clearAi,
    aiDescription,
    setAiDescription,
    aiProblem,
    setAiProblem,
  };
}

export type DirectoryResults = ReturnType<typeof useDirectoryResults>;
