import type { ReactNode } from 'react';

export type AriaSort = 'ascending' | 'descending' | 'none';

export interface TableColumn {
  key: string;
  label: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** Read by screen readers only (a column of row actions). */
  hiddenLabel?: boolean;
  /** A sortable column: the header is a button and the column carries aria-sort. */
  sort?: { state: AriaSort; onSort: () => void };
  /** The header's own content instead of the label (a Select all checkbox, labelled itself). */
  header?: ReactNode;
}

export interface DataTableProps {
  /** `false` or `null` leaves a column out (shown only in some modes). */
  columns: readonly (TableColumn | false | null)[];
  /** Classes beside `tpp-table`. */
  className?: string;
  'aria-label'?: string;
  /** aria-busy of the scrolling wrapper while rows load. */
  busy?: boolean;
  /** The rows (<tr>). */
  children: ReactNode;
}

function SortButton({ label, sort }: { label: string; sort: NonNullable<TableColumn['sort']> }) {
  const next = sort.state === 'descending' ? 'ascending' : 'descending';
  return (
    <button
      type="button"
      className={`tpp-sort-header${sort.state === 'none' ? '' : ' is-active'}`}
      title={`Sort by ${label.toLowerCase()}, ${next}`}
      onClick={sort.onSort}
    >
      {label}
      <span className="tpp-sort-header__icon" aria-hidden="true">
        {sort.state === 'ascending' ? '▲' : sort.state === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** The workspace's tables: a scrolling wrapper, column headers (sortable ones as buttons) and the rows. */
export function DataTable({ columns, className, busy, children, ...rest }: DataTableProps) {
  return (
    <div className="tpp-table-wrap" aria-busy={busy}>
      <table className={className ? `tpp-table ${className}` : 'tpp-table'} aria-label={rest['aria-label']}>
        <thead>
          <tr>
            {columns.map((column) =>
              column ? (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort?.state}
                  className={column.numeric ? 'tpp-table__number' : undefined}
                >
                  {column.header ? (
                    column.header
                  ) : column.sort ? (
                    <SortButton label={column.label} sort={column.sort} />
                  ) : column.hiddenLabel ? (
                    <span className="tpp-visually-hidden">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
