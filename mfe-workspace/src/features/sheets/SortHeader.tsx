import { ariaSort, type EditorRosterSort, type SortableColumn } from './sheetRules';

export interface SortHeaderProps {
  column: SortableColumn;
  label: string;
  sort: EditorRosterSort;
  onSort: (column: SortableColumn) => void;
  numeric?: boolean;
}

/** A column header that sorts: a button inside the <th>, with aria-sort on the active column. */
export function SortHeader({ column, label, sort, onSort, numeric = false }: SortHeaderProps) {
  const state = ariaSort(sort, column);
  const next = state === 'descending' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={state} className={numeric ? 'tpp-table__number' : undefined}>
      <button
        type="button"
        className={`tpp-sort-header${state === 'none' ? '' : ' is-active'}`}
        title={`Sort by ${label.toLowerCase()}, ${next}`}
        onClick={() => onSort(column)}
      >
        {label}
        <span className="tpp-sort-header__icon" aria-hidden="true">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
