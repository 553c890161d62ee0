import { Link } from 'wouter';
import {
  ANALYTICS_MAX_CLICK_ROWS,
  ANALYTICS_MESSAGES,
  ANALYTICS_VIEW_WINDOW_MINUTES,
  type AnalyticsClicksRow,
  type AnalyticsRecentVisit,
  type AnalyticsViewsRow,
} from '@tpp/contracts';
import { Button, EmptyState, LinkButton, PageHeader, QueryView, useDocumentTitle } from '@tpp/ui';
import { useStatisticsReport } from '../../api/analyticsQueries';
import { CreatorClicksFigure, DailyChartFigure, topCreators } from './ChartFrame';
import { formatDateTime } from './format';
import { LOAD_FAILED, QueryError, UPDATE_FAILED } from './QueryError';
import { RANGE_LABELS, RangeControls } from './RangeControls';
import { useStatisticsStore } from './statisticsStore';
import { formatCount, StatsTable, type StatsColumn } from './StatsTable';
import { creatorColumn, sheetColumn } from './linkColumns';
import { sheetStatisticsHref } from './links';
import './statistics.css';

const VIEWS_COLUMNS: StatsColumn<AnalyticsViewsRow>[] = [
  sheetColumn(),
  { key: 'views', label: 'Views', numeric: true, value: (row) => row.views },
  { key: 'clicks', label: 'Clicks', numeric: true, value: (row) => row.total_clicks },
  { key: 'responses', label: 'Responses', numeric: true, value: (row) => row.responses },
  { key: 'likes', label: 'Likes', numeric: true, value: (row) => row.likes },
];

const CLICKS_COLUMNS: StatsColumn<AnalyticsClicksRow>[] = [
  sheetColumn(),
  creatorColumn(),
  { key: 'clicks', label: 'Clicks', numeric: true, value: (row) => row.clicks },
];

/** What the status of a recent visit's address says, in the table and its CSV. */
export const EMAIL_STATUS = {
  verified: 'Verified',
  unverified: 'Unverified',
} as const;

const EMAIL_STATUS_HINT = {
  verified: 'The visitor followed the link mailed to this address.',
  unverified:
    'The address was typed at the registration gate but never confirmed: anyone could have typed it.',
} as const;

const RECENT_COLUMNS: StatsColumn<AnalyticsRecentVisit>[] = [
  {
    key: 'email',
    label: 'Email',
    value: (row) => row.email,
    render: (row) =>
      row.verified ? (
        row.email
      ) : (
        <span className="tpp-stats-email is-unverified">
          <span className="tpp-stats-email__address">{row.email}</span>{' '}
          <span className="tpp-stats-tag tpp-stats-tag--unverified">unverified</span>
        </span>
      ),
  },
  {
    key: 'sheets',
    label: 'Sheets',
    value: (row) => row.sheets.map((sheet) => sheet.sheet_title).join('; '),
    render: (row) => (
      <ul className="tpp-stats-sheet-list">
        {row.sheets.map((sheet) => (
          <li key={sheet.sheet_id}>
            <Link href={sheetStatisticsHref(sheet.sheet_id)}>{sheet.sheet_title}</Link>
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'visit',
    label: 'Most recent visit',
    value: (row) => row.most_recent_visit,
    render: (row) => <time dateTime={row.most_recent_visit}>{formatDateTime(row.most_recent_visit)}</time>,
  },
  {
    key: 'status',
    label: 'Email status',
    value: (row) => (row.verified ? EMAIL_STATUS.verified : EMAIL_STATUS.unverified),
    render: (row) => {
      const status = row.verified ? 'verified' : 'unverified';
      return (
        <span className={`tpp-stats-status is-${status}`}>
          <strong>{EMAIL_STATUS[status]}</strong>
          <span className="tpp-stats-status__hint">{EMAIL_STATUS_HINT[status]}</span>
        </span>
      );
    },
  },
];

/** /talent-sheets/statistics: sheet views, profile clicks and recent visits over a time range. */
export function StatisticsPage() {
  useDocumentTitle(ANALYTICS_MESSAGES.title);
  const selection = useStatisticsStore((state) => state.selection);
  const select = useStatisticsStore((state) => state.select);
  const { sinceDays, onlyUserSheets } = selection;
  const report = useStatisticsReport(sinceDays, onlyUserSheets);
  const rangeName = `${sinceDays === 'all' ? 'all-time' : `last-${sinceDays}-days`}${onlyUserSheets ? '-my-sheets' : ''}`;

  const body = (
    <QueryView
      query={report}
      errorText={LOAD_FAILED}
      // The report takes no id: a 400 is refused input, shown with the API's message.
      notFound={<QueryError query={report} fallback={LOAD_FAILED} />}
    >
      {({ sheets, recent }) => {
        const empty =
          sheets.views.length === 0 && sheets.clicks.length === 0 && recent.recent_visits.length === 0;
        return (
          <>
            <QueryError query={report} fallback={UPDATE_FAILED} />
            {empty ? (
              <EmptyState
                title={
                  sinceDays === 'all'
                    ? 'No visits recorded yet'
                    : `No visits in the ${RANGE_LABELS[sinceDays].toLowerCase()}`
                }
                action={
                  sinceDays === 'all' ? undefined : (
                    <Button variant="secondary" onClick={() => select({ sinceDays: 'all' })}>
                      Show All Time
                    </Button>
                  )
                }
              >
                <p>
                  Views appear here when brands open the links of{' '}
                  {onlyUserSheets ? 'the talent sheets you created' : "your team's talent sheets"}, and clicks
                  when they click a creator photo. Visits of your own team while signed in are not counted.
                </p>
              </EmptyState>
            ) : (
              <>
                <section className="tpp-stats-section" aria-label="Views and clicks per day">
                  <DailyChartFigure daily={sheets.daily} />
                </section>
                <StatsTable
                  title="Views"
                  description={`Views of each shared sheet (a viewer counts once per sheet within ${ANALYTICS_VIEW_WINDOW_MINUTES} minutes), clicks on its creator photos, brand responses and likes.`}
                  columns={VIEWS_COLUMNS}
                  rows={sheets.views}
                  rowKey={(row) => row.sheet_id}
                  initialSort={{ key: 'views', direction: 'descending' }}
                  fileName={`sheet-views-${rangeName}`}
                  empty={<p>No sheet was viewed in this range.</p>}
                />
                <StatsTable
                  title="Profile clicks"
                  description="Clicks on creator photos in shared sheets, per sheet and creator."
                  columns={CLICKS_COLUMNS}
                  rows={sheets.clicks}
                  rowKey={(row) => `${row.sheet_id}:${row.influencer_id}`}
                  initialSort={{ key: 'clicks', direction: 'descending' }}
                  fileName={`profile-clicks-${rangeName}`}
                  empty={<p>{ANALYTICS_MESSAGES.noProfileClicks}</p>}
                  aside={<CreatorClicksFigure creators={topCreators(sheets.clicks)} />}
                  footer={
                    sheets.clicks_truncated ? (
                      <p className="tpp-stats-note">
                        Only the {formatCount(ANALYTICS_MAX_CLICK_ROWS)} most clicked sheet and creator pairs
                        are listed; the clicks of the views table count every click.
                      </p>
                    ) : null
                  }
                />
                <StatsTable
                  title="Recent visits"
                  description={
                    <>
                      Visitors who gave their email at a sheet&apos;s registration gate, the most recent
                      first. <strong>Verified</strong>: the visitor followed the link mailed to that address.{' '}
                      <strong>Unverified</strong>: the address was only typed and may not be the
                      visitor&apos;s.
                    </>
                  }
                  columns={RECENT_COLUMNS}
                  rows={recent.recent_visits}
                  rowKey={(row) => `${row.email}\n${row.verified ? 'verified' : 'unverified'}`}
                  initialSort={{ key: 'visit', direction: 'descending' }}
                  fileName={`recent-visits-${rangeName}`}
                  empty={<p>No visitor gave an email in this range.</p>}
                />
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );

  return (
    <div className="tpp-page tpp-stats">
      <PageHeader
        title={ANALYTICS_MESSAGES.title}
        subtitle="Who opened your shared talent sheets and which creators they clicked."
        actions={<LinkButton href="/talent-sheets">Talent Sheets</LinkButton>}
      />
      <RangeControls
        sinceDays={sinceDays}
        onSinceDays={(value) => select({ sinceDays: value })}
        onlyUserSheets={onlyUserSheets}
        onOnlyUserSheets={(value) => select({ onlyUserSheets: value })}
        refreshing={report.fetching && report.state.status === 'ready'}
      />
      {body}
    </div>
  );
}
