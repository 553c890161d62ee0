import { useState } from 'react';
import { SHEET_LIMITS, SHEET_TIMINGS_MS } from '@tpp/contracts';
import { Button, LoadingState, TextField, useDebouncedValue } from '@tpp/ui';
import { DataTable } from '../../components/DataTable';
import { GroupPager } from '../../components/GroupPager';
import { formatShortDate } from '../../components/formatDates';
import { effectiveFilter, toCollectionSheet } from './collectionRules';
import { useCollectionEditor } from './collectionEditorStore';
import { AVAILABLE_SHEETS_LOAD_FAILED, useAvailableSheets } from './useAvailableSheets';
import { QueryFailed } from '../../components/QueryFailed';

/** 'Available Sheets': the team's sheets in groups of 80 with a title filter (from 2 characters) and ADD. */
export function AvailableSheets() {
  const included = useCollectionEditor((state) => state.sheets);
  const add = useCollectionEditor((state) => state.add);
  const [filter, setFilter] = useState('');
  const [group, setGroup] = useState(1);
  const debounced = useDebouncedValue(filter, SHEET_TIMINGS_MS.collectionEditorSheetFilterDebounce);
  const titleFilter = effectiveFilter(debounced, SHEET_LIMITS.collectionEditorSheetFilterMin);
  const query = useAvailableSheets(group, titleFilter);
  const { data, state } = query;
  const ready = state.status === 'ready' && !query.pending;
  const groupCount = data
    ? Math.max(1, Math.ceil(data.total / SHEET_LIMITS.collectionAvailableSheetsGroup))
    : 1;
  const includedIds = new Set(included.map((sheet) => sheet.id));

  return (
    <section className="tpp-section" aria-labelledby="available-sheets-heading">
      <div className="tpp-section__head">
        <h2 id="available-sheets-heading">Available Sheets</h2>
        <TextField
          label="Filter by title"
          type="search"
          value={filter}
          hint={`Type at least ${SHEET_LIMITS.collectionEditorSheetFilterMin} characters to filter.`}
          onChange={(event) => {
            setFilter(event.target.value);
            setGroup(1);
          }}
        />
      </div>
      <QueryFailed query={query} text={AVAILABLE_SHEETS_LOAD_FAILED} />
      {state.status === 'loading' ? <LoadingState label="Loading sheets..." /> : null}
      {data && data.sheets.length === 0 && ready ? (
        <p className="tpp-muted">
          {titleFilter ? 'No sheets match this title.' : 'Your team has no talent sheets yet.'}
        </p>
      ) : null}
      {data && data.sheets.length > 0 ? (
        <DataTable
          aria-label="Available sheets"
          busy={query.fetching}
          columns={[
            { key: 'title', label: 'Title' },
            { key: 'public-title', label: 'Public title' },
            { key: 'talent', label: 'Creators', numeric: true },
            { key: 'updated', label: 'Updated' },
            { key: 'add', label: 'Add', hiddenLabel: true },
          ]}
        >
          {data.sheets.map((sheet) => {
            const isIncluded = includedIds.has(sheet.id);
            return (
              <tr key={sheet.id}>
                <td>{sheet.title}</td>
                <td>{sheet.description || <span className="tpp-muted">None</span>}</td>
                <td className="tpp-table__number">{sheet.influencer_count}</td>
                <td>{formatShortDate(sheet.updated_at)}</td>
                <td>
                  <Button
                    variant={isIncluded ? 'secondary' : 'primary'}
                    disabled={isIncluded}
                    aria-label={isIncluded ? `${sheet.title} added` : `Add ${sheet.title}`}
                    onClick={() => add(toCollectionSheet(sheet))}
                  >
                    {isIncluded ? 'Added' : 'ADD'}
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      <GroupPager unit="group" label="Sheet groups" current={group} count={groupCount} onGo={setGroup} />
    </section>
  );
}
