import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, downloadCsv } from '@tpp/ui';

/** A statistics cell: what a column sorts by and what its CSV holds. */
type CsvCell = string | number;

export type SortDirection = 'ascending' | 'descending';

export interface StatsColumn<Row> {
  key: string;
  label: string;
  /** Right-aligned, sorted as numbers, most first on the first click. */
  numeric?: boolean;
  /** What the column sorts by and what the CSV holds. */
  value: (row: Row) => CsvCell;
  /** What the cell shows; the value when left out. */
  render?: (row: Row) => ReactNode;
}

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface StatsTableProps<Row> {
  /** The section's heading and the table's caption. */
  title: string;
  /** A sentence under the heading (what the table counts). */
  description?: ReactNode;
  columns: readonly StatsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  initialSort: SortState;
  /** The downloaded file's name, without '.csv'. */
  fileName: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Under the table (a note that it is cut). */
  footer?: ReactNode;
  /** Beside the table (a chart). */
  aside?: ReactNode;
  /** Rows shown before 'Show All' (the CSV always holds every row). */
  pageSize?: number;
}

/** Rows a table shows before 'Show All'. */
export const TABLE_PAGE_SIZE = 50;

export function compareValues(a: CsvCell, b: CsvCell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** Rows in the order of a column (stable: ties keep the answer's order). */
export function sortRows<Row>(
  rows: readonly Row[],
  column: StatsColumn<Row> | undefined,
  direction: SortDirection,
) {
  if (!column) return [...rows];
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(column.value(a), column.value(b)));
}

/**
 * A statistics table: a heading with 'Download CSV', a caption, column headers that sort on a
 * click (aria-sort on the sorted one), and the rows.
 */
export function StatsTable<Row>(props: StatsTableProps<Row>) {
  const { title, description, columns, rows, rowKey, initialSort, fileName, empty, footer, aside } = props;
  const pageSize = props.pageSize ?? TABLE_PAGE_SIZE;
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const [sort, setSort] = useState<SortState>(initialSort);
  const sorted = useMemo(
    () =>
      sortRows(
        rows,
        columns.find((column) => column.key === sort.key),
        sort.direction,
      ),
    [rows, columns, sort],
  );

  const onSort = (column: StatsColumn<Row>) =>
    setSort((current) =>
      current.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.numeric ? 'descending' : 'ascending' },
    );

  const download = () =>
    downloadCsv(
      `${fileName}.csv`,
      columns.map((column) => column.label),
      sorted.map((row) => columns.map((column) => column.value(row))),
    );

  return (
    <section className="tpp-stats-section" aria-labelledby={headingId}>
      <div className="tpp-stats-section__head">
        <h2 id={headingId}>{title}</h2>
        {rows.length > 0 ? (
          <Button variant="secondary" onClick={download} aria-label={`Download CSV of ${title}`}>
            Download CSV
          </Button>
        ) : null}
      </div>
      {description ? <p className="tpp-stats-section__description">{description}</p> : null}
      {rows.length === 0 && empty ? (
        <div className="tpp-stats-section__empty">{empty}</div>
      ) : (
        <div className={aside ? 'tpp-stats-section__body has-aside' : 'tpp-stats-section__body'}>
          {aside ? <div className="tpp-stats-section__aside">{aside}</div> : null}
          <div className="tpp-stats-table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className="tpp-stats-table">
              <caption className="tpp-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => {
                    const active = sort.key === column.key;
                    const next =
                      active && sort.direction === 'descending'
                        ? 'ascending'
                        : active
                          ? 'descending'
                          : column.numeric
                            ? 'descending'
                            : 'ascending';
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={active ? sort.direction : 'none'}
                        className={column.numeric ? 'is-number' : undefined}
                      >
                        <button
                          type="button"
                          className={active ? 'tpp-sort-header is-active' : 'tpp-sort-header'}
                          title={`Sort by ${column.label.toLowerCase()}, ${next}`}
                          onClick={() => onSort(column)}
                        >
                          {column.label}
                          <span className="tpp-sort-header__icon" aria-hidden="true">
                            {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {(showAll ? sorted : sorted.slice(0, pageSize)).map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} className={column.numeric ? 'is-number' : undefined}>
                        {column.render ? column.render(row) : formatCell(column.value(row))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {!showAll && sorted.length > pageSize ? (
              <div className="tpp-stats-table-more">
                <Button variant="secondary" onClick={() => setShowAll(true)}>
                  Show All {formatCount(sorted.length)}
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      )}
      {footer}
    </section>
  );
}

const NUMBER = new Intl.NumberFormat('en-US');

function formatCell(value: CsvCell): string {
  return typeof value === 'number' ? NUMBER.format(value) : value;
}

export const formatCount = (value: number) => NUMBER.format(value);
