import { useId, type ReactNode } from 'react';
import { BriefReadingNotes } from '../BriefReadingNotes';
import { AdvancedSearchFilters } from './AdvancedSearchFilters';
import { AdvancedSearchResults } from './AdvancedSearchResults';
import { AiSearchForm } from './AiSearchForm';
import type { SearchUrlState } from './directoryFilters';
import { useDirectoryResults, type AddTarget } from './useDirectoryResults';
import type { ResultsSelection } from './AdvancedSearchResults';
import './search.css';

export { NAME_SEARCH_DEBOUNCE_MS } from './AdvancedSearchFilters';
export type { AddTarget } from './useDirectoryResults';

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
  /** Checkboxes on the results and the selection bar above them (the /search page). */
  selection?: ResultsSelection;
}

/**
 * The advanced search of the directory: keyword/tag multi-select, choosers, name search, Clear
 * Filters, the AI search (talent for a sheet only), and the results with sortable headers,
 * infinite scroll, Add and Add All to Sheet. Each instance has its own store.
 */
export function AdvancedSearch({
  value,
  onChange,
  target,
  talentSheet = false,
  toolbar,
  selection,
}: AdvancedSearchProps) {
  const headingId = useId();
  const results = useDirectoryResults(value, talentSheet, target);

  return (
    <section className="tpp-advanced-search" aria-labelledby={headingId}>
      <h2 id={headingId} className="tpp-visually-hidden">
        Advanced search
      </h2>
      <AdvancedSearchFilters idPrefix={headingId} value={value} onChange={onChange} />
      {talentSheet ? <AiSearchForm results={results} /> : null}
      {results.ai.state === 'answered' ? <BriefReadingNotes brief={results.ai.brief} /> : null}
      <AdvancedSearchResults
        value={value}
        onChange={onChange}
        results={results}
        target={target}
        toolbar={toolbar}
        selection={selection}
      />
    </section>
  );
}
