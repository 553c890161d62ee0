import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
} from 'chart.js';

// What the two audience charts draw. Chart.js itself is one copy shared by the remotes
// (rspack.shared.mjs), which the statistics charts register their own parts on.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  LinearScale,
  Tooltip,
);

export interface AudienceChartProps {
  kind: 'doughnut' | 'bar';
  labels: string[];
  /** Percentages 0..100. */
  values: number[];
  /** Names the chart; the figures themselves are in the widget's text alternative. */
  label: string;
}

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * A canvas chart of audience shares (Chart.js, loaded lazily with this module). The canvas is
 * decorative for assistive technology: the widget around it carries the numbers as text.
 */
export default function AudienceChart({ kind, labels, values, label }: AudienceChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const accent = cssVar(canvas, '--pf-accent', cssVar(canvas, '--tpp-accent', '#b8902f'));
    const accent2 = cssVar(canvas, '--pf-accent-2', '#1f5f99');
    const ink = cssVar(canvas, '--tpp-ink-muted', '#5e5a53');
    const line = cssVar(canvas, '--tpp-line', '#e3ded4');
    const chart = new Chart(context, {
      type: kind,
      data: {
        labels,
        datasets: [
          {
            data: values,
            backgroundColor: kind === 'doughnut' ? [accent, accent2, line] : accent,
            borderWidth: kind === 'doughnut' ? 0 : undefined,
            borderRadius: kind === 'bar' ? 4 : undefined,
            maxBarThickness: 36,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => `${item.label}: ${Number(item.raw).toFixed(1)}%` } },
        },
        ...(kind === 'doughnut'
          ? { cutout: '62%' }
          : {
              scales: {
                x: { grid: { display: false }, ticks: { color: ink, font: { size: 12 } } },
                y: {
                  beginAtZero: true,
                  grid: { color: line },
                  border: { display: false },
                  ticks: {
                    color: ink,
                    font: { size: 11 },
                    callback: (value) => `${value}%`,
                    maxTicksLimit: 5,
                  },
                },
              },
            }),
      },
    });
    return () => chart.destroy();
  }, [kind, labels, values]);

  return (
    <div className={`pf-chart pf-chart--${kind}`}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
