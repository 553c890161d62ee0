import { useId } from 'react';
import { ROSTER_PAGE_SIZES, SOCIAL_PLATFORMS, type SocialPlatform } from '@tpp/contracts';
import type { RosterPageSize } from '../api/talentApi';
import { PLATFORM_LABELS } from './rosterRules';
import { Options } from './Options';

/** A sort choice for narrow screens, where the table's sortable headers are hidden. */
export interface SortChoice {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface RosterFiltersProps<L extends number = RosterPageSize> {
  name: string;
  tag: string;
  limit: L;
  usedTags: readonly string[];
  onName: (name: string) => void;
  onTag: (tag: string) => void;
  onLimit: (limit: L) => void;
  /** The platform filter ('' is every platform); without onPlatform it is not shown. */
  platform?: SocialPlatform | '';
  onPlatform?: (platform: SocialPlatform | '') => void;
  /** The sort as a select, shown only on narrow screens (wide ones sort from the column headers). */
  sortChoice?: SortChoice;
  /** The page sizes offered (the roster's 25/50 unless given; the sheet editor's roster uses 40/80). */
  pageSizes?: readonly L[];
}

/** Name filter (applied above 2 characters), tag filter, platform filter and page size. */
export function RosterFilters<L extends number = RosterPageSize>(props: RosterFiltersProps<L>) {
  const pageSizes: readonly number[] = props.pageSizes ?? ROSTER_PAGE_SIZES;
  const id = useId();
  const shortName = props.name.trim().length > 0 && props.name.trim().length <= 2;
  const { onPlatform, sortChoice } = props;
  return (
    <div
      className={`tpp-roster-filters${onPlatform ? ' tpp-roster-filters--platform' : ''}`}
      role="search"
      aria-label="Filter the roster"
    >
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
          <Options values={props.usedTags} />
        </select>
      </div>
      {onPlatform ? (
        <div className="tpp-field">
          <label htmlFor={`${id}-platform`}>Platform</label>
          <select
            id={`${id}-platform`}
            value={props.platform ?? ''}
            onChange={(event) => onPlatform(event.target.value as SocialPlatform | '')}
          >
            <option value="">All platforms</option>
            <Options values={SOCIAL_PLATFORMS} label={(platform) => PLATFORM_LABELS[platform]} />
          </select>
        </div>
      ) : null}
      {sortChoice ? (
        <div className="tpp-field tpp-roster-filters__sort">
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            value={sortChoice.value}
            onChange={(event) => sortChoice.onChange(event.target.value)}
          >
            {sortChoice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="tpp-field">
        <label htmlFor={`${id}-limit`}>Per page</label>
        <select
          id={`${id}-limit`}
          value={props.limit}
          onChange={(event) => props.onLimit(Number(event.target.value) as L)}
        >
          <Options values={pageSizes} />
        </select>
      </div>
    </div>
  );
}
