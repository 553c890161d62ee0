import { memo, useCallback, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'wouter';
import type { BriefFit, DirectoryAccount, DirectorySort } from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { TalentAvatarName } from '../../components/TalentAvatarName';
import { formatCount, formatPercent } from '../../components/rosterRules';
import { directoryAriaSort, profileHref, type DirectorySortState } from './directoryFilters';
import { RowCheckbox, SelectAllCheckbox } from '../selection/SelectCheckbox';
import type { RowSelection } from '../selection/useRowSelection';
import { BriefFitNote } from '../BriefFitNote';

export interface DirectoryResultsTableProps {
  accounts: readonly DirectoryAccount[];
  /** null: the rows are in another order (the AI search's): no header is marked. */
  sort: DirectorySortState | null;
  onSort: (column: DirectorySort) => void;
  /** The audience age range asked for ('18-24'), or null: its share column shows only then. */
  audienceAgeLabel: string | null;
  /** Creators (influencer ids) already on the sheet being built. */
  onSheet: ReadonlySet<number>;
  /** Absent: nothing to add to (Add is disabled). */
  onAdd?: (account: DirectoryAccount) => void;
  /** Called when the rows near the end come into view (the infinite scroll). */
  onNearEnd: () => void;
  /** A checkbox per row and Select all (the rows loaded) in the header. */
  selection?: RowSelection<DirectoryAccount>;
}

/** Row height estimate (photo 40 px + two text lines + padding); rows are measured as they render. */
const ROW_ESTIMATE = 72;
/** Load the next page this many rows before the end. */
const NEAR_END_ROWS = 40;

function SortButton({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: DirectorySort;
  /** null: the rows are in another order (the AI search's): no header is marked. */
  sort: DirectorySortState | null;
  onSort: (column: DirectorySort) => void;
}) {
  const state = directoryAriaSort(sort, column);
  const next = state === 'descending' ? 'ascending' : 'descending';
  return (
    <button
      type="button"
      className={`tpp-sort-header${state === 'none' ? '' : ' is-active'}`}
      title={`Sort by ${label.toLowerCase()}, ${next}`}
      aria-pressed={state !== 'none'}
      onClick={() => onSort(column)}
    >
      {label}
      <span className="tpp-sort-header__icon" aria-hidden="true">
        {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** A plain circle for accounts without a photo (an empty src would load the page again). */
const NO_PHOTO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Ccircle cx='20' cy='20' r='20' fill='%23e3ded4'/%3E%3C/svg%3E";

const GENDER_SHORT: Record<string, string> = { male: 'Male', female: 'Female' };

function genderAge(account: DirectoryAccount): string {
  return [
    account.gender ? GENDER_SHORT[account.gender] : null,
    account.age !== null ? String(account.age) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

interface ResultRowProps {
  index: number;
  account: DirectoryAccount;
  added: boolean;
  ageColumn: string | null;
  measure: (element: HTMLTableRowElement | null) => void;
  onAdd?: (account: DirectoryAccount) => void;
  /** The row's checkbox (the selection, the rows in order); absent: no checkbox. */
  select?: {
    selection: RowSelection<DirectoryAccount>;
    rows: readonly DirectoryAccount[];
    selected: boolean;
  };
}

/** One result; memoised, so scrolling renders only the rows that come into view. */
const ResultRow = memo(function ResultRow({
  index,
  account,
  added,
  ageColumn,
  measure,
  onAdd,
  select,
}: ResultRowProps) {
  const detail = genderAge(account);
  const audienceAgeLabel = ageColumn;
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2}>
      {select ? (
        <td className="tpp-select-cell">
          <RowCheckbox
            row={account}
            rows={select.rows}
            selection={select.selection}
            label={`Select ${account.fullname} (${account.platform})`}
          />
        </td>
      ) : null}
      <td>
        <span className="tpp-talent-cell">
          <TalentAvatarName
            name={account.fullname}
            pictureUrl={account.picture_main_url ?? NO_PHOTO}
            detail={
              <>
                @{account.handle}
                {detail ? ` · ${detail}` : ''}
                <span className="tpp-directory-table__links">
                  {account.on_roster ? <span className="tpp-directory-table__roster">On Roster</span> : null}{' '}
                  {account.on_roster ? (
                    <Link href={profileHref(account)} aria-label={`View Profile of ${account.fullname}`}>
                      View Profile
                    </Link>
                  ) : (
                    // The public profile opens beside the search (nothing chosen here is lost).
                    <a
                      href={profileHref(account)}
                      target="_blank"
                      rel="noopener"
                      aria-label={`View Profile of ${account.fullname}`}
                    >
                      View Profile
                    </a>
                  )}
                </span>
              </>
            }
          />
        </span>
        {'explanation' in account && typeof account.explanation === 'string' ? (
          // AI search: why this creator fits the campaign description.
          <span className="tpp-directory-table__why">
            {'fit' in account && account.fit ? <BriefFitNote fit={account.fit as BriefFit} /> : null}
            <strong>Why:</strong> {account.explanation}
          </span>
        ) : null}
      </td>
      <td data-label="US Audience" className="tpp-table__number">
        {formatPercent(account.us_audience_share, 1)}
      </td>
      <td data-label="Female/Male" className="tpp-table__number">
        {formatPercent(account.audience_female_percent, 0)} /{' '}
        {formatPercent(account.audience_male_percent, 0)}
      </td>
      <td data-label="Followers" className="tpp-table__number">
        {formatCount(account.followers)}
      </td>
      {audienceAgeLabel ? (
        <td data-label={`Audience ${audienceAgeLabel}`} className="tpp-table__number">
          {formatPercent(account.audience_age_share, 1)}
        </td>
      ) : null}
      <td data-label="Engagement Rate" className="tpp-table__number">
        {formatPercent(account.engagement_rate)}
      </td>
      <td data-label="Average Views" className="tpp-table__number">
        {account.avg_views === null ? '–' : formatCount(account.avg_views)}
      </td>
      <td className="tpp-table__action">
        <Button
          variant={added ? 'secondary' : 'primary'}
          disabled={added || !onAdd}
          aria-label={added ? `${account.fullname} added` : `Add ${account.fullname}`}
          onClick={() => onAdd?.(account)}
        >
          {added ? 'Added' : 'Add'}
        </Button>
      </td>
    </tr>
  );
});

/**
 * The directory results (spec: Advanced search): Talent (photo, name, handle, gender/age, View
 * Profile), US Audience, Female/Male, Followers, the audience age share when that filter is set,
 * Engagement Rate, Average Views, Add. Sortable headers; only the rows in view are in the page
 * (300 per page, thousands after a long scroll), and the next page loads before the end.
 */
export function DirectoryResultsTable({
  accounts,
  sort,
  onSort,
  audienceAgeLabel,
  onSheet,
  onAdd,
  onNearEnd,
  selection,
}: DirectoryResultsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: accounts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => accounts[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  // Add keeps one identity while the caller's handler changes, so rows stay memoised.
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;
  const addOne = useCallback((account: DirectoryAccount) => onAddRef.current?.(account), []);
  const onNearEndRef = useRef(onNearEnd);
  onNearEndRef.current = onNearEnd;
  useEffect(() => {
    if (accounts.length > 0 && lastIndex >= accounts.length - 1 - NEAR_END_ROWS) onNearEndRef.current();
  }, [lastIndex, accounts.length]);

  const columnCount = (audienceAgeLabel ? 9 : 8) + (selection ? 1 : 0);
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const sortProps = { sort, onSort };

  return (
    <div
      className="tpp-directory-results"
      ref={scrollRef}
      tabIndex={0}
      aria-label="Search results, scroll for more"
    >
      <div className="tpp-table-wrap">
        <table
          className="tpp-table tpp-directory-table"
          aria-label="Search results"
          aria-rowcount={accounts.length + 1}
        >
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="tpp-select-cell">
                  <SelectAllCheckbox rows={accounts} selection={selection} />
                </th>
              ) : null}
              <th scope="col">Creator</th>
              <th
                scope="col"
                className="tpp-table__number"
                aria-sort={directoryAriaSort(sort, 'us_audience_share')}
              >
                <SortButton label="US Audience" column="us_audience_share" {...sortProps} />
              </th>
              <th
                scope="col"
                className="tpp-table__number"
                aria-sort={
                  sort?.sort === 'audience_male_percent'
                    ? directoryAriaSort(sort, 'audience_male_percent')
                    : directoryAriaSort(sort, 'audience_female_percent')
                }
              >
                <span className="tpp-directory-table__pair">
                  <SortButton label="Female" column="audience_female_percent" {...sortProps} />
                  <span aria-hidden="true">/</span>
                  <SortButton label="Male" column="audience_male_percent" {...sortProps} />
                </span>
              </th>
              <th scope="col" className="tpp-table__number" aria-sort={directoryAriaSort(sort, 'followers')}>
                <SortButton label="Followers" column="followers" {...sortProps} />
              </th>
              {audienceAgeLabel ? (
                <th
                  scope="col"
                  className="tpp-table__number"
                  aria-sort={directoryAriaSort(sort, 'audience_age_share')}
                >
                  <SortButton
                    label={`Audience ${audienceAgeLabel}`}
                    column="audience_age_share"
                    {...sortProps}
                  />
                </th>
              ) : null}
              <th
                scope="col"
                className="tpp-table__number"
                aria-sort={directoryAriaSort(sort, 'engagement_rate')}
              >
                <SortButton label="Engagement Rate" column="engagement_rate" {...sortProps} />
              </th>
              <th scope="col" className="tpp-table__number" aria-sort={directoryAriaSort(sort, 'avg_views')}>
                <SortButton label="Average Views" column="avg_views" {...sortProps} />
              </th>
              <th scope="col">
                <span className="tpp-visually-hidden">Add</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {top > 0 ? (
              <tr aria-hidden="true" className="tpp-directory-table__spacer">
                <td colSpan={columnCount} style={{ height: top }} />
              </tr>
            ) : null}
            {items.map((item) => {
              const account = accounts[item.index]!;
              return (
                <ResultRow
                  key={item.key}
                  index={item.index}
                  account={account}
                  added={onSheet.has(account.influencer_id)}
                  ageColumn={audienceAgeLabel}
                  measure={virtualizer.measureElement}
                  onAdd={onAdd ? addOne : undefined}
                  select={
                    selection
                      ? { selection, rows: accounts, selected: selection.isSelected(account) }
                      : undefined
                  }
                />
              );
            })}
            {bottom > 0 ? (
              <tr aria-hidden="true" className="tpp-directory-table__spacer">
                <td colSpan={columnCount} style={{ height: bottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
