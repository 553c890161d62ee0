import { useMemo, useState } from 'react';
import { SHEET_LIMITS, SHEET_TIMINGS_MS, type RosterInfluencer } from '@tpp/contracts';
import { Button, EmptyState, LoadFailedAlert, Pager, Spinner, useDebouncedValue } from '@tpp/ui';
import { RosterFilters } from '../roster/RosterFilters';
import { effectiveNameFilter } from '../roster/rosterRules';
import type { RosterSort } from '../roster/talentApi';
import { useUsedTags } from '../roster/useUsedTags';
import { AvailableRosterTable } from './AvailableRosterTable';
import { useEditorRoster } from './useEditorRoster';

type EditorPageSize = (typeof SHEET_LIMITS.editorRosterPageSizes)[number];

export interface AvailableRosterProps {
  onSheet: ReadonlySet<number>;
  onAdd: (influencers: readonly RosterInfluencer[]) => void;
}

/** 'Available Roster' under the sheet: the team's talent with name and tag filters, ADD and Add All to Sheet. */
export function AvailableRoster({ onSheet, onAdd }: AvailableRosterProps) {
  const usedTags = useUsedTags();
  const [nameInput, setNameInput] = useState('');
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState<RosterSort>('none');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<EditorPageSize>(SHEET_LIMITS.editorRosterPageSizes[0]);
  const [attempt, setAttempt] = useState(0);
  const name = effectiveNameFilter(useDebouncedValue(nameInput, SHEET_TIMINGS_MS.editorRosterNameDebounce));
  const [appliedName, setAppliedName] = useState(name);
  if (appliedName !== name) {
    setAppliedName(name);
    setPage(1);
  }
  const load = useEditorRoster({ name, tag, sort, page, limit }, attempt);
  const data = load.state === 'ready' ? load.data : load.state === 'loading' ? load.previous : null;
  const pageCount = data ? Math.max(1, Math.ceil(data.total_influencers / limit)) : 1;
  const addable = useMemo(
    () => (data ? data.influencers.filter((influencer) => !onSheet.has(influencer.id)) : []),
    [data, onSheet],
  );

  return (
    <section className="tpp-section tpp-available" aria-labelledby="available-roster-heading">
      <div className="tpp-section__head">
        <h2 id="available-roster-heading">Available Roster</h2>
        <Button variant="secondary" disabled={addable.length === 0} onClick={() => onAdd(addable)}>
          Add All to Sheet
        </Button>
      </div>
      <RosterFilters
        name={nameInput}
        tag={tag}
        sort={sort}
        limit={limit}
        usedTags={usedTags}
        pageSizes={SHEET_LIMITS.editorRosterPageSizes}
        onName={setNameInput}
        onTag={(next) => {
          setTag(next);
          setPage(1);
        }}
        onToggleSort={() => {
          setSort((current) => (current === 'name' ? 'none' : 'name'));
          setPage(1);
        }}
        onLimit={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
      <p className="tpp-muted tpp-available__note">
        Filters by followers, platform, engagement and gender, and sorting by followers, come with directory
        search in a later release.
      </p>
      {load.state === 'failed' ? (
        <LoadFailedAlert onRetry={() => setAttempt((count) => count + 1)}>{load.message}</LoadFailedAlert>
      ) : null}
      {load.state === 'loading' && !data ? <Spinner label="Loading the roster..." /> : null}
      {data && data.influencers.length === 0 && load.state === 'ready' ? (
        <EmptyState
          title={name || tag ? 'No talent matches these filters.' : 'No talent on your roster yet.'}
        />
      ) : null}
      {data && data.influencers.length > 0 ? (
        <div aria-busy={load.state === 'loading'}>
          <AvailableRosterTable
            influencers={data.influencers}
            onSheet={onSheet}
            onAdd={(one) => onAdd([one])}
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
    </section>
  );
}
