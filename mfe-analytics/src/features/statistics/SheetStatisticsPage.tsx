import { useState } from 'react';
import { useParams } from 'wouter';
import { ANALYTICS_MESSAGES, fileSlug, type AnalyticsSinceDays, type SheetClicksRow } from '@tpp/contracts';
import { EmptyState, LinkButton, PageHeader, QueryView, useDocumentTitle } from '@tpp/ui';
import { useSheetStatistics } from '../../api/analyticsQueries';
import { CreatorClicksFigure, DailyChartFigure, topCreators } from './ChartFrame';
import { creatorColumn } from './linkColumns';
import { LOAD_FAILED, QueryError, UPDATE_FAILED } from './QueryError';
import { RangeControls } from './RangeControls';
import { formatCount, StatsTable, type StatsColumn } from './StatsTable';
import './statistics.css';

/** The page of one sheet opens on its whole life: the call's default range. */
const SHEET_DEFAULT_SINCE_DAYS: AnalyticsSinceDays = 'all';

const CLICKS_COLUMNS: StatsColumn<SheetClicksRow>[] = [
  creatorColumn(),
  { key: 'clicks', label: 'Clicks', numeric: true, value: (row) => row.clicks },
];

const ALL_STATISTICS = '/talent-sheets/statistics';

/** /talent-sheets/statistics/{sheetId}: the totals, days and profile clicks of one sheet. */
export function SheetStatisticsPage() {
  const { sheetId = '' } = useParams<{ sheetId: string }>();
  const [sinceDays, setSinceDays] = useState<AnalyticsSinceDays>(SHEET_DEFAULT_SINCE_DAYS);
  const answer = useSheetStatistics(sheetId, sinceDays);
  const data = answer.state.status === 'ready' ? answer.state.data : undefined;
  const notFound = answer.state.status === 'not-found';
  const title = notFound ? 'Sheet Not Found' : (data?.sheet_title ?? 'Sheet Statistics');
  useDocumentTitle(data ? `${data.sheet_title} · Statistics` : title);

  if (notFound) {
    return (
      <div className="tpp-page tpp-stats">
        <PageHeader title={title} />
        <EmptyState
          title="There are no statistics for this sheet"
          action={<LinkButton href={ALL_STATISTICS}>All Statistics</LinkButton>}
        >
          <p>This talent sheet does not exist, was deleted, or belongs to another team.</p>
        </EmptyState>
      </div>
    );
  }

  const body = (
    <QueryView query={answer} errorText={LOAD_FAILED}>
      {(data) => {
        const totals = [
          { label: 'Views', value: data.views },
          { label: 'Clicks', value: data.total_clicks },
          { label: 'Responses', value: data.responses },
          { label: 'Likes', value: data.likes },
        ];
        const anyActivity = data.daily.some((day) => day.views > 0 || day.clicks > 0);
        return (
          <>
            <QueryError query={answer} fallback={UPDATE_FAILED} />
            <section aria-label="Totals">
              <dl className="tpp-stats-totals">
                {totals.map((total) => (
                  <div key={total.label} className="tpp-stats-total">
                    <dt>{total.label}</dt>
                    <dd data-metric>{formatCount(total.value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {anyActivity ? (
              <section className="tpp-stats-section" aria-label="Views and clicks per day">
                <DailyChartFigure daily={data.daily} />
              </section>
            ) : null}
            <StatsTable
              title="Profile clicks"
              description="Clicks on each creator's photo in the shared sheet."
              columns={CLICKS_COLUMNS}
              rows={data.clicks}
              rowKey={(row) => String(row.influencer_id)}
              initialSort={{ key: 'clicks', direction: 'descending' }}
              fileName={`profile-clicks-${fileSlug(data.sheet_title)}-${sinceDays === 'all' ? 'all-time' : `last-${sinceDays}-days`}`}
              empty={<p className="tpp-stats-empty-text">{ANALYTICS_MESSAGES.noProfileClicks}</p>}
              aside={<CreatorClicksFigure creators={topCreators(data.clicks)} />}
            />
          </>
        );
      }}
    </QueryView>
  );

  return (
    <div className="tpp-page tpp-stats">
      <PageHeader
        title={title}
        subtitle={
          data?.sheet_deleted
            ? 'This sheet was deleted. Its views, clicks, responses and likes still count in your totals.'
            : 'Views, profile clicks, responses and likes of this shared sheet.'
        }
        actions={
          <>
            <LinkButton href={ALL_STATISTICS}>All Statistics</LinkButton>
            {data?.sheet_deleted ? null : (
              <LinkButton href={`/talent-sheet/${encodeURIComponent(sheetId)}`}>Talent Sheet</LinkButton>
            )}
          </>
        }
      />
      <RangeControls
        sinceDays={sinceDays}
        onSinceDays={setSinceDays}
        refreshing={answer.fetching && data !== undefined}
      />
      {body}
    </div>
  );
}
