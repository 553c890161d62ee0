import type { ReactNode } from 'react';
import { DIRECTORY_MESSAGES, type DirectoryAccount, type DirectorySort } from '@tpp/contracts';
import type { RowSelection } from '../selection/useRowSelection';
import { EmptyState, ErrorState, LoadingState, Spinner } from '@tpp/ui';
import { AddAllButton } from './AddAllButton';
import { DirectoryResultsTable } from './DirectoryResultsTable';
import { hasAudienceAgeFilter, nextDirectorySort, type SearchUrlState } from './directoryFilters';
import type { AddTarget, DirectoryResults } from './useDirectoryResults';

/** The results' checkboxes and the bar of what to do with the selected ones. */
export interface ResultsSelection {
  rows: RowSelection<DirectoryAccount>;
  bar: ReactNode;
}

export interface AdvancedSearchResultsProps {
  value: SearchUrlState;
  onChange: (next: SearchUrlState, how: { typing?: boolean }) => void;
  results: DirectoryResults;
  target?: AddTarget;
  toolbar?: ReactNode;
  selection?: ResultsSelection;
}

/** The count line with Add All to Sheet, then the failure, loading and empty states or the results table. */
export function AdvancedSearchResults({
  value,
  onChange,
  results,
  target,
  toolbar,
  selection,
}: AdvancedSearchResultsProps) {
  const { filters, sort } = value;
  const { rows, aiOn, phase, searching, failure, failedSearch } = results;
  const canAdd = Boolean(target && !target.unavailable);
  const ageLabel = hasAudienceAgeFilter(filters)
    ? `${filters.audienceAgeMin ?? 13}-${filters.audienceAgeMax ?? ''}`.replace(/-$/, '+')
    : null;
  const onSort = (column: DirectorySort) => onChange({ filters, sort: nextDirectorySort(sort, column) }, {});
  const count = results.accountCount;

  return (
    <>
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
                : `${count}${results.more ? '+' : ''} ${count === 1 ? 'result' : 'results'}`}
        </span>
        <div className="tpp-advanced-search__actions">
          {toolbar}
          {target ? (
            <AddAllButton
              label="Add All to Sheet"
              disabled={!canAdd || results.addable.length === 0 || searching}
              busy={results.addingAll}
              collect={results.collectAll}
              room={target.room}
              onAdd={(accounts) => target.onAdd(accounts, { all: true })}
            />
          ) : null}
        </div>
      </div>
      {target?.unavailable ? <p className="tpp-muted">{target.unavailable}</p> : null}
      {selection?.bar}

      {failure ? <ErrorState onRetry={failure.retry}>{failure.message}</ErrorState> : null}
      {searching && rows.length === 0 ? (
        <LoadingState label={aiOn ? 'Asking the AI search...' : 'Searching the directory...'} />
      ) : null}
      {results.done && rows.length === 0 ? <EmptyState title={DIRECTORY_MESSAGES.noMatchingResults} /> : null}
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
            onNearEnd={aiOn ? NOTHING : results.loadMore}
            selection={selection?.rows}
          />
          {!aiOn && phase === 'appending' ? <Spinner label="Loading more results..." /> : null}
          {aiOn || (phase === 'idle' && !results.more) ? (
            <p className="tpp-muted tpp-advanced-search__end">End of results</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

const EMPTY: ReadonlySet<number> = new Set();
const NOTHING = () => undefined;
