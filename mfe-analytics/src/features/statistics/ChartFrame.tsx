import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { AnalyticsDay } from '@tpp/contracts';
import type { CreatorClicks } from './charts';
import { formatDayWithYear } from './format';
import { formatCount } from './StatsTable';

// Chart.js comes in its own chunk, after the page's tables.
const DailyChart = lazy(() =>
  import(/* webpackChunkName: "statistics-charts" */ './charts').then((module) => ({
    default: module.DailyChart,
  })),
);
const CreatorClicksChart = lazy(() =>
  import(/* webpackChunkName: "statistics-charts" */ './charts').then((module) => ({
    default: module.CreatorClicksChart,
  })),
);

const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** The text alternative of the daily chart: the range, the totals and the busiest day. */
export function describeDaily(daily: readonly AnalyticsDay[]): string {
  if (daily.length === 0) return 'Views and clicks per day: no days in the range.';
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const clicks = daily.reduce((sum, day) => sum + day.clicks, 0);
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best), daily[0]!);
  const first = formatDayWithYear(daily[0]!.day);
  const last = formatDayWithYear(daily[daily.length - 1]!.day);
  const most =
    busiest.views > 0
      ? ` Most views on ${formatDayWithYear(busiest.day)}: ${formatCount(busiest.views)}.`
      : '';
  return `Views and clicks per day from ${first} to ${last}: ${counted(views, 'view')} and ${counted(clicks, 'click')} in all.${most}`;
}

export function describeCreators(creators: readonly CreatorClicks[]): string {
  return `Clicks per creator, the ${creators.length} most clicked: ${creators
    .map((creator) => `${creator.name} ${formatCount(creator.clicks)}`)
    .join(', ')}.`;
}

function Placeholder({ height }: { height: number }) {
  return <div className="tpp-stats-chart__placeholder" style={{ height }} />;
}

const DAILY_HEIGHT = 260;
/** A bar of 32 pixels per creator, and never under 120 pixels. */
const creatorsHeight = (count: number) => Math.max(120, count * 32 + 40);

/**
 * A chart under its caption, with `description` as its text alternative; a placeholder of the
 * chart's height stands in while the chart's code loads.
 */
function ChartFigure({
  caption,
  description,
  height,
  children,
}: {
  caption: string;
  description: string;
  height: number;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure className="tpp-stats-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="tpp-stats-chart__caption">
        {caption}
      </figcaption>
      <div role="img" aria-label={description} className="tpp-stats-chart__canvas">
        <Suspense fallback={<Placeholder height={height} />}>{children}</Suspense>
      </div>
    </figure>
  );
}

/** The views and clicks of each day of the range, with a text alternative. */
export function DailyChartFigure({
  daily,
  title = 'Views and clicks per day',
}: {
  daily: readonly AnalyticsDay[];
  title?: string;
}) {
  return (
    <ChartFigure caption={title} description={describeDaily(daily)} height={DAILY_HEIGHT}>
      <DailyChart daily={daily} height={DAILY_HEIGHT} />
    </ChartFigure>
  );
}

/** A bar per creator (the most clicked first), with a text alternative. */
export function CreatorClicksFigure({ creators }: { creators: readonly CreatorClicks[] }) {
  const height = creatorsHeight(creators.length);
  return (
    <ChartFigure caption="Most clicked creators" description={describeCreators(creators)} height={height}>
      <CreatorClicksChart creators={creators} height={height} />
    </ChartFigure>
  );
}

/** Clicks summed per creator, the most clicked first, at most `limit`. */
export function topCreators(
  rows: readonly { influencer_id: number; fullname: string; clicks: number }[],
  limit = 10,
): CreatorClicks[] {
  const byCreator = new Map<number, CreatorClicks>();
  for (const row of rows) {
    const entry = byCreator.get(row.influencer_id) ?? { name: row.fullname, clicks: 0 };
    entry.clicks += row.clicks;
    byCreator.set(row.influencer_id, entry);
  }
  return [...byCreator.values()].sort((a, b) => b.clicks - a.clicks).slice(0, limit);
}
