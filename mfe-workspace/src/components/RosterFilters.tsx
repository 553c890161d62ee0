import { useId } from 'react';
import { ROSTER_PAGE_SIZES } from '@tpp/contracts';
import type { RosterPageSize, RosterSort } from '../api/talentApi';

export interface RosterFiltersProps<L extends number = RosterPageSize> {
  name: string;
  tag: string;
  sort: RosterSort;
  limit: L;
  usedTags: readonly string[];
  onName: (name: string) => void;
  onTag: (tag: string) => void;
  /** The name sort toggle; without it the toggle is not shown (the sheet editor sorts from its headers). */
  onToggleSort?: () => void;
  onLimit: (limit: L) => void;
  /** The page sizes offered (the roster's 25/50 unless given; the sheet editor's roster uses 40/80). */
  pageSizes?: readonly L[];
}

/** Name filter (applied above 2 characters), tag filter, name sort toggle and page size. */
export function RosterFilters<L extends number = RosterPageSize>(props: RosterFiltersProps<L>) {
  const pageSizes: readonly number[] = props.pageSizes ?? ROSTER_PAGE_SIZES;
  const id = useId();
  const shortName = props.name.trim().length > 0 && props.name.trim().length <= 2;
  return (
    <div className="tpp-roster-filters" role="search" aria-label="Filter the roster">
      <div className="tpp-field tpp-roster-filters__name">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="search"
          value={props.name}
          placeholder="Filter by name"
          autoComplete="off"
          aria-describedby={`${id}-name-hint`}
          onChange={(event) => props.onName(event.target.value)}
        />
        <p id={`${id}-name-hint`} className="tpp-field__hint">
          {shortName ? 'Type at least 3 characters to filter.' : '\u00a0'}
        </p>
      </div>
      <div className="tpp-field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select id={`${id}-tag`} value={props.tag} onChange={(event) => props.onTag(event.target.value)}>
          <option value="">All tags</option>
          {props.usedTags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
      {props.onToggleSort ? (
        <div className="tpp-field">
          <span className="tpp-field__label" id={`${id}-sort`}>
            Sort
          </span>
          <button
            type="button"
            className="tpp-toggle"
            aria-pressed={props.sort === 'name'}
            aria-labelledby={`${id}-sort ${id}-sort-text`}
            onClick={props.onToggleSort}
          >
            <span id={`${id}-sort-text`}>By name (A–Z)</span>
          </button>
        </div>
      ) : null}
      <div className="tpp-field">
        <label htmlFor={`${id}-limit`}>Per page</label>
        <select
          id={`${id}-limit`}
          value={props.limit}
          onChange={(event) => props.onLimit(Number(event.target.value) as L)}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
