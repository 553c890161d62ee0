import { Link } from 'wouter';
import { creatorHref, sheetStatisticsHref } from './links';
import type { StatsColumn } from './StatsTable';

/**
 * The Sheet column of a statistics table: the sheet's title, linking to its own statistics; a
 * deleted sheet (its numbers still count) is marked 'deleted'.
 */
export function sheetColumn<
  Row extends { sheet_id: string; sheet_title: string; sheet_deleted: boolean },
>(): StatsColumn<Row> {
  return {
    key: 'sheet',
    label: 'Sheet',
    value: (row) => (row.sheet_deleted ? `${row.sheet_title} (deleted)` : row.sheet_title),
    render: (row) => (
      <>
        <Link href={sheetStatisticsHref(row.sheet_id)}>{row.sheet_title}</Link>
        {row.sheet_deleted ? <span className="tpp-stats-deleted"> (deleted)</span> : null}
      </>
    ),
  };
}

/** The Creator column of a statistics table: the creator's name, linking to the roster profile. */
export function creatorColumn<Row extends { influencer_id: number; fullname: string }>(): StatsColumn<Row> {
  return {
    key: 'creator',
    label: 'Creator',
    value: (row) => row.fullname,
    render: (row) => <Link href={creatorHref(row.influencer_id)}>{row.fullname}</Link>,
  };
}
