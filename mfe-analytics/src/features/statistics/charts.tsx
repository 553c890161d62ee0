/**
 * The statistics charts (Chart.js, the one chart library of the product: the profile's audience
 * charts use it too, and Module Federation shares one copy). This module is imported lazily
 * (ChartFrame), so Chart.js loads in its own chunk after the page's tables, never with the
 * remote's entry.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { AnalyticsDay } from '@tpp/contracts';
import { formatDay } from './format';

// What the two statistics charts draw: the axes and tooltip of both, the lines of the daily
// chart with their legend, the bars of the creators chart.
Chart.register(CategoryScale, LinearScale, Tooltip);
Chart.register(LineController, LineElement, PointElement, Legend);
Chart.register(BarController, BarElement);

const VIEWS_COLOUR = '#7a5c14';
const CLICKS_COLOUR = '#1f5f99';
const GRID_COLOUR = '#e3ded4';
const AXIS_TICKS = { color: '#5e5a53', font: { size: 12 } };

/**
 * Draws `config` on a canvas filling a box of `height` pixels and the container's width. The
 * canvas is decorative: the figure around it carries the numbers as text (ChartFrame).
 */
function ChartCanvas({ height, config }: { height: number; config: ChartConfiguration }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    const chart = new Chart(context, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="tpp-stats-chart__box" style={{ height }}>
      <canvas ref={canvasRef} aria-hidden="true" />
    </div>
  );
}

const shared = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
} as const;

export function dailyConfig(daily: readonly AnalyticsDay[]): ChartConfiguration {
  const line = (label: string, colour: string, data: number[], dashed: boolean) => ({
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 2,
    borderDash: dashed ? [5, 3] : [],
    // Dots on each day only while there are few enough days to tell them apart.
    pointRadius: daily.length <= 14 ? 3 : 0,
    pointBackgroundColor: '#ffffff',
    tension: 0,
  });
  return {
    type: 'line',
    data: {
      labels: daily.map((day) => day.day),
      datasets: [
        line(
          'Views',
          VIEWS_COLOUR,
          daily.map((day) => day.views),
          false,
        ),
        line(
          'Clicks',
          CLICKS_COLOUR,
          daily.map((day) => day.clicks),
          true,
        ),
      ],
    },
    options: {
      ...shared,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { color: '#1d1b18', boxHeight: 2 } },
        tooltip: { callbacks: { title: (items) => formatDay(String(items[0]?.label ?? '')) } },
      },
      scales: {
        x: {
          grid: { display: false },
          ticks: {
            ...AXIS_TICKS,
            maxRotation: 0,
            autoSkipPadding: 24,
            callback(value) {
              return formatDay(String(this.getLabelForValue(Number(value))));
            },
          },
        },
        y: {
          beginAtZero: true,
          grid: { color: GRID_COLOUR },
          border: { display: false },
          ticks: { ...AXIS_TICKS, precision: 0 },
        },
      },
    },
  };
}

export function DailyChart({ daily, height }: { daily: readonly AnalyticsDay[]; height: number }) {
  const config = useMemo(() => dailyConfig(daily), [daily]);
  return <ChartCanvas height={height} config={config} />;
}

export interface CreatorClicks {
  name: string;
  clicks: number;
}

/** A name cut to 18 characters for the axis; the tooltip shows it whole. */
const axisName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

export function creatorClicksConfig(creators: readonly CreatorClicks[]): ChartConfiguration {
  return {
    type: 'bar',
    data: {
      labels: creators.map((creator) => creator.name),
      datasets: [
        {
          label: 'Clicks',
          data: creators.map((creator) => creator.clicks),
          backgroundColor: CLICKS_COLOUR,
          maxBarThickness: 24,
        },
      ],
    },
    options: {
      ...shared,
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: {
        x: {
          beginAtZero: true,
          grid: { color: GRID_COLOUR },
          border: { display: false },
          ticks: { ...AXIS_TICKS, precision: 0 },
        },
        y: {
          grid: { display: false },
          afterFit: (scale) => {
            scale.width = 130;
          },
          ticks: {
            ...AXIS_TICKS,
            callback(value) {
              return axisName(String(this.getLabelForValue(Number(value))));
            },
          },
        },
      },
    },
  };
}

export function CreatorClicksChart({
  creators,
  height,
}: {
  creators: readonly CreatorClicks[];
  height: number;
}) {
  const config = useMemo(() => creatorClicksConfig(creators), [creators]);
  return <ChartCanvas height={height} config={config} />;
}
