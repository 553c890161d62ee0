import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DIRECTORY_MESSAGES, type DirectoryAccount, type DirectorySort } from '@tpp/contracts';
import { Alert, Button, EmptyState, Spinner, useDebouncedValue } from '@tpp/ui';
import { directoryApi } from '../../api/directoryApi';
import { talentApi } from '../../api/talentApi';
import { briefProblem } from '../aiRules';
import { BriefField } from '../BriefField';
import { BriefReadingNotes } from '../BriefReadingNotes';
import { useTeamId } from '../useTeamId';
import { DirectoryChoosers } from './DirectoryChoosers';
import { DirectoryResultsTable } from './DirectoryResultsTable';
import { createDirectorySearchStore } from './directorySearchStore';
import {
  aiSearchRequest,
  directoryQuery,
  hasAudienceAgeFilter,
  hasDirectoryFilters,
  nextDirectorySort,
  NO_DIRECTORY_FILTERS,
  type DirectoryFilters,
  type SearchUrlState,
} from './directoryFilters';
import { KeywordTagInput } from './KeywordTagInput';
import { useAiSearch } from './useAiSearch';
import './search.css';

/** The name search applies this long after typing stops. */
export const NAME_SEARCH_DEBOUNCE_MS = 400;

export interface AddTarget {
  /** Creators (influencer ids) already on the sheet. */
  onSheet: ReadonlySet<number>;
  onAdd: (accounts: readonly DirectoryAccount[]) => void;
  /**
   * How many more creators the target takes (a sheet 1000, a Creator Call response 40): Add All
   * to Sheet loads further pages of results until it has that many to add, or every match.
   */
  room: number;
  /** Why nothing can be added yet (no sheet chosen...); Add is disabled meanwhile. */
  unavailable?: string | null;
}

export interface AdvancedSearchProps {
  /** The filters and sort (the /search page keeps them in its address, others in state). */
  value: SearchUrlState;
  onChange: (next: SearchUrlState, how: { typing?: boolean }) => void;
  /** Where Add and Add All to Sheet put the results; absent: no adding. */
  target?: AddTarget;
  /** The search chooses talent for a sheet or a Creator Call response. */
  talentSheet?: boolean;
  /** Shown above the results, next to Add All to Sheet (a sheet chooser, a notice). */
  toolbar?: ReactNode;
}

/** The team's tags (master list and custom ones) as keyword suggestions; none when they cannot be read. */
function useTeamTags(): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    talentApi.teamTags(controller.signal).then(
      (answer) =>
        setTags([...new Set([...answer.tags, ...answer.used_tags])].sort((a, b) => a.localeCompare(b))),
      () => setTags([]),
    );
    return () => controller.abort();
  }, []);
  return tags;
}

/**
 * The advanced search of the directory (spec workspace.md: Advanced search, §4 search loading and
 * sort): keyword/tag multi-select, choosers, name search, Clear Filters, and the results with
 * sortable headers, infinite scroll, Add and Add All to Sheet. Each instance has its own store.
 */
export function AdvancedSearch({
  value,
  onChange,
  target,
  talentSheet = false,
  toolbar,
}: AdvancedSearchProps) {
  const headingId = useId();
  const [store] = useState(() => createDirectorySearchStore(directoryApi.socialAccounts));
  const phase = useStore(store, (state) => state.phase);
  const accounts = useStore(store, (state) => state.accounts);
  const more = useStore(store, (state) => state.more);
  const error = useStore(store, (state) => state.error);
  const suggestions = useTeamTags();
  const { filters, sort } = value;

  const set = (patch: Partial<DirectoryFilters>, how: { typing?: boolean } = {}) =>
    onChange({ filters: { ...filters, ...patch }, sort }, how);

  // The name box: what is typed applies after a pause; a value changed from outside (Back,
  // Clear Filters) is put back into the box.
  const [nameInput, setNameInput] = useState(filters.name);
  const [shownName, setShownName] = useState(filters.name);
  if (shownName !== filters.name) {
    setShownName(filters.name);
    if (nameInput.trim() !== filters.name) setNameInput(filters.name);
  }
  const debouncedName = useDebouncedValue(nameInput, NAME_SEARCH_DEBOUNCE_MS).trim();
  const latest = useRef({ filters, set });
  latest.current = { filters, set };
  useEffect(() => {
    // Only a new debounced text applies; the other filters are read as they are then.
    if (debouncedName !== latest.current.filters.name)
      latest.current.set({ name: debouncedName }, { typing: true });
  }, [debouncedName]);

  const query = useMemo(() => directoryQuery(filters, sort, { talentSheet }), [filters, sort, talentSheet]);
  const queryKey = JSON.stringify(query);
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    // A new search only when the query itself changed (not on every render's new object).
    void store.getState().search(queryRef.current);
  }, [queryKey, store]);

  // AI search (talent for a sheet only): the filters as they are plus a campaign description; its
  // ranked rows replace the normal ones until Clear AI Search or a change of filters or sort.
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
  const addAll = async () => {
    if (!target) return;
    if (aiOn) {
      // The AI's answer is whole (at most AI_SEARCH_LIMIT rows): no further pages to load.
      target.onAdd(addable);
      return;
    }
    setAddingAll(true);
    try {
      await store.getState().loadUntil((rows) => notOnSheet(rows).length >= target.room);
      const { accounts: loaded, error: failed } = store.getState();
      // The target takes what fits and says why it refused the rest (a Creator Call's 40).
      if (!failed) target.onAdd(notOnSheet(loaded));
    } finally {
      setAddingAll(false);
    }
  };
  const canAdd = Boolean(target && !target.unavailable);
  const ageLabel = hasAudienceAgeFilter(filters)
    ? `${filters.audienceAgeMin ?? 13}-${filters.audienceAgeMax ?? ''}`.replace(/-$/, '+')
    : null;
  const onSort = (column: DirectorySort) => onChange({ filters, sort: nextDirectorySort(sort, column) }, {});
  const searching = aiOn ? ai.state === 'loading' : phase === 'initial' || phase === 'pending';
  const failure = aiOn
    ? ai.state === 'failed'
      ? { message: ai.message, retry: aiSearch }
      : null
    : error
      ? { message: error.message, retry: () => void store.getState().retry() }
      : null;
  const failedSearch = aiOn ? ai.state === 'failed' : error?.during === 'search';
  const done = aiOn ? ai.state === 'answered' : phase === 'idle' && !error;

  return (
    <section className="tpp-advanced-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="tpp-visually-hidden">
        Advanced search
      </h2>
      <div className="tpp-advanced-search__filters" role="search" aria-label="Directory filters">
        <div className="tpp-advanced-search__text">
          <KeywordTagInput
            keywords={filters.keywords}
            suggestions={suggestions}
            onChange={(keywords) => set({ keywords })}
          />
          <div className="tpp-field">
            <label htmlFor={`${headingId}-name`}>Name</label>
            <input
              id={`${headingId}-name`}
              type="search"
              value={nameInput}
              placeholder="Search by name or handle"
              onChange={(event) => setNameInput(event.target.value)}
            />
          </div>
        </div>
        <DirectoryChoosers filters={filters} onChange={(patch) => set(patch)} />
        <div className="tpp-advanced-search__clear">
          <Button
            variant="secondary"
            disabled={!hasDirectoryFilters(filters)}
            onClick={() => {
              setNameInput('');
              onChange({ filters: { ...NO_DIRECTORY_FILTERS, keywords: [] }, sort }, {});
            }}
          >
            Clear Filters
          </Button>
        </div>
      </div>

      {talentSheet ? (
        <form
          className="tpp-ai-search"
          aria-label="AI search"
          onSubmit={(event) => {
            event.preventDefault();
            aiSearch();
          }}
        >
          <BriefField
            label="Campaign description"
            rows={2}
            value={aiDescription}
            onChange={setAiDescription}
            problem={aiProblem}
            onProblem={setAiProblem}
            placeholder="Describe the campaign: the AI search ranks the matches of your filters by fit"
          />
          <Button type="submit" busy={ai.state === 'loading'}>
            AI Search
          </Button>
          {aiOn ? (
            <Button variant="secondary" onClick={clearAi}>
              Clear AI Search
            </Button>
          ) : null}
        </form>
      ) : null}
      {ai.state === 'answered' ? <BriefReadingNotes brief={ai.brief} /> : null}

      <div className="tpp-advanced-search__toolbar">
        <span className="tpp-muted" aria-live="polite">
          {searching
            ? aiOn
              ? 'Asking the AI search...'
              : 'Searching...'
            : failedSearch
              ? ''
              : aiOn
                ? `${rows.length} AI ${rows.length === 1 ? 'match' : 'matches'}, best fit first`
                : `${accounts.length}${more ? '+' : ''} ${accounts.length === 1 ? 'result' : 'results'}`}
        </span>
        <div className="tpp-advanced-search__actions">
          {toolbar}
          {target ? (
            <Button
              variant="secondary"
              disabled={!canAdd || addable.length === 0 || searching || addingAll}
              aria-busy={addingAll}
              onClick={() => void addAll()}
            >
              Add All to Sheet
            </Button>
          ) : null}
        </div>
      </div>
      {target?.unavailable ? <p className="tpp-muted">{target.unavailable}</p> : null}

      {failure ? (
        <Alert tone="error">
          {failure.message}{' '}
          <Button variant="link" onClick={failure.retry}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {searching && rows.length === 0 ? (
        <Spinner label={aiOn ? 'Asking the AI search...' : 'Searching the directory...'} />
      ) : null}
      {done && rows.length === 0 ? <EmptyState title={DIRECTORY_MESSAGES.noMatchingResults} /> : null}
      {rows.length > 0 && !failedSearch ? (
        <div
          className="tpp-advanced-search__results"
          aria-busy={aiOn ? false : phase === 'pending' || phase === 'appending'}
        >
          <DirectoryResultsTable
            accounts={rows}
            sort={aiOn ? null : sort}
            onSort={onSort}
            audienceAgeLabel={ageLabel}
            onSheet={target?.onSheet ?? EMPTY}
            onAdd={canAdd && target ? (account) => target.onAdd([account]) : undefined}
            onNearEnd={aiOn ? NOTHING : () => void store.getState().loadMore()}
          />
          {!aiOn && phase === 'appending' ? <Spinner label="Loading more results..." /> : null}
          {aiOn || (phase === 'idle' && !more) ? (
            <p className="tpp-muted tpp-advanced-search__end">End of results</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

const EMPTY: ReadonlySet<number> = new Set();
const NOTHING = () => undefined;
