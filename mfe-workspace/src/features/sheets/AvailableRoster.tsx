import { useId, useMemo, useState } from 'react';
import { SHEET_LIMITS, SHEET_TIMINGS_MS, type RosterInfluencer } from '@tpp/contracts';
import { Button, EmptyState, LoadingState, Pager, useDebouncedValue } from '@tpp/ui';
import { RosterFilters } from '../../components/RosterFilters';
import { effectiveNameFilter, nextSort } from '../../components/rosterRules';
import { useUsedTags } from '../../api/useUsedTags';
import { MoreFiltersDialog } from '../../components/directory/MoreFiltersDialog';
import { AddAllButton, type AddHow } from '../../components/directory/AddAllButton';
import { AdvancedRosterFilters } from './AdvancedRosterFilters';
import { AvailableRosterTable } from './AvailableRosterTable';
import { SheetAssistant } from './SheetAssistant';
import {
  EDITOR_ROSTER_DEFAULT_SORT,
  editorRosterQuery,
  hasAdvancedFilters,
  NO_ADVANCED_FILTERS,
  type AdvancedRosterFilterValues,
  type EditorPageSize,
  type EditorRosterSort,
} from './sheetRules';
import { ROSTER_LOAD_FAILED, useRosterList } from '../../components/useRosterList';
import { QueryFailed } from '../../components/QueryFailed';

export interface AvailableRosterProps {
  onSheet: ReadonlySet<number>;
  onAdd: (influencers: readonly RosterInfluencer[], how?: AddHow) => void;
  /** How many more creators the sheet takes (More Filters' Add All to Sheet loads that many). */
  room: number;
  /** What the Assistant says when Add All brings more creators than the sheet takes. */
  limitMessage?: string;
}

const SHEET_FULL = `A sheet holds up to ${SHEET_LIMITS.sheetMaxTalent} creators: the rest were not added.`;

/**
 * 'Available Roster' beside (wide screens) or under the sheet: the team's talent with either the
 * name and tag filters or the advanced filters (whose metrics then show as columns), sortable by
 * name, primary followers and engagement rate, with Add and Add All to Sheet.
 */
export function AvailableRoster({ onSheet, onAdd, room, limitMessage = SHEET_FULL }: AvailableRosterProps) {
  const assistantId = useId();
  const [assistant, setAssistant] = useState(false);
  const usedTags = useUsedTags();
  const filtersId = useId();
  const [advanced, setAdvanced] = useState(false);
  const [nameInput, setNameInput] = useState('');
  const [tag, setTag] = useState('');
  const [filters, setFilters] = useState<AdvancedRosterFilterValues>(NO_ADVANCED_FILTERS);
  const [sort, setSort] = useState<EditorRosterSort>(EDITOR_ROSTER_DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<EditorPageSize>(SHEET_LIMITS.editorRosterPageSizes[0]);
  const [moreFilters, setMoreFilters] = useState(false);
  const name = effectiveNameFilter(useDebouncedValue(nameInput, SHEET_TIMINGS_MS.editorRosterNameDebounce));
  const [appliedName, setAppliedName] = useState(name);
  if (appliedName !== name) {
    setAppliedName(name);
    setPage(1);
  }
  const query = useRosterList(
    editorRosterQuery({ advanced, name, tag, filters, sort: sort.sort, order: sort.order, page, limit }),
  );
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const pageCount = data ? Math.max(1, Math.ceil(data.total_influencers / limit)) : 1;
  const addable = useMemo(
    () => (data ? data.influencers.filter((influencer) => !onSheet.has(influencer.id)) : []),
    [data, onSheet],
  );
  const filtered = advanced ? hasAdvancedFilters(filters) : Boolean(name || tag);
  /** Any change of filters, sort or page size starts again at page 1. */
  const changed =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPage(1);
    };

  return (
    <section className="tpp-section tpp-available" aria-labelledby="available-roster-heading">
      <div className="tpp-section__head">
        <h2 id="available-roster-heading">Available Roster</h2>
        <div className="tpp-available__actions">
          <Button
            variant="link"
            aria-expanded={advanced}
            aria-controls={filtersId}
            onClick={() => {
              // Engagement Rate is a column of the advanced view only: leaving it leaves that sort too.
              if (advanced && sort.sort === 'engagement_rate') setSort(EDITOR_ROSTER_DEFAULT_SORT);
              changed(setAdvanced)(!advanced);
            }}
          >
            {advanced ? 'Hide Advanced Filters' : 'Show Advanced Filters'}
          </Button>
          <AddAllButton
            label="Add All to Sheet"
            disabled={addable.length === 0}
            collect={() => addable}
            room={room}
            onAdd={(influencers) => onAdd(influencers, { all: true })}
          />
          <Button variant="secondary" onClick={() => setMoreFilters(true)}>
            More Filters
          </Button>
          <Button
            variant="secondary"
            aria-expanded={assistant}
            aria-controls={assistantId}
            onClick={() => setAssistant((open) => !open)}
          >
            Assistant
          </Button>
        </div>
      </div>
      <div id={assistantId}>
        {assistant ? (
          <SheetAssistant onSheet={onSheet} onAdd={onAdd} room={room} limitMessage={limitMessage} />
        ) : null}
      </div>
      <div id={filtersId}>
        {advanced ? (
          <AdvancedRosterFilters
            filters={filters}
            limit={limit}
            onChange={changed(setFilters)}
            onLimit={changed(setLimit)}
            onClear={() => changed(setFilters)(NO_ADVANCED_FILTERS)}
          />
        ) : (
          <RosterFilters
            name={nameInput}
            tag={tag}
            limit={limit}
            usedTags={usedTags}
            pageSizes={SHEET_LIMITS.editorRosterPageSizes}
            onName={setNameInput}
            onTag={changed(setTag)}
            onLimit={changed(setLimit)}
          />
        )}
      </div>
      <QueryFailed query={query} text={ROSTER_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading the roster..." /> : null}
      {data && data.influencers.length === 0 && ready ? (
        <EmptyState
          title={filtered ? 'No creator matches these filters.' : 'No creators on your roster yet.'}
        />
      ) : null}
      {data && data.influencers.length > 0 ? (
        <div className="tpp-available__list" aria-busy={query.fetching}>
          <AvailableRosterTable
            influencers={data.influencers}
            onSheet={onSheet}
            onAdd={(one) => onAdd([one])}
            sort={sort}
            onSort={(column) => changed(setSort)(nextSort(sort, column))}
            showMetrics={advanced}
          />
          <div className="tpp-roster__footer">
            <span className="tpp-muted">
              Showing {(page - 1) * limit + 1}–{(page - 1) * limit + data.influencers.length} of{' '}
              {data.total_influencers}
            </span>
            <Pager page={page} pageCount={pageCount} onPage={setPage} label="Available roster pages" />
          </div>
        </div>
      ) : null}
      <MoreFiltersDialog
        open={moreFilters}
        onClose={() => setMoreFilters(false)}
        onSheet={onSheet}
        onAdd={onAdd}
        room={room}
      />
    </section>
  );
}
