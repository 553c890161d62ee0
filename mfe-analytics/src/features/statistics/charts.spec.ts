import { describe, expect, it } from '@jest/globals';
import { days } from '../../testing/analyticsFixtures';
import { creatorClicksConfig, dailyConfig } from './charts';

type Tick = (this: { getLabelForValue: (value: number) => string }, value: number) => string;
/** Runs an axis's tick callback as Chart.js does, over the chart's labels. */
const tickText = (callback: unknown, labels: unknown[], index: number) =>
  (callback as Tick).call({ getLabelForValue: (value) => String(labels[value]) }, index);

describe('the statistics charts (Chart.js)', () => {
  it('draws views solid and clicks dashed per day, with the day as "Nov 3" on the axis', () => {
    const daily = days(3).map((day, index) => ({
      ...day,
      views: [4, 0, 7][index]!,
      clicks: [1, 0, 2][index]!,
    }));
    const config = dailyConfig(daily);
    expect(config.type).toBe('line');
    const [views, clicks] = config.data.datasets as {
      label: string;
      data: number[];
      borderDash: number[];
      pointRadius: number;
    }[];
    expect(views).toMatchObject({ label: 'Views', data: [4, 0, 7], borderDash: [], pointRadius: 3 });
    expect(clicks).toMatchObject({ label: 'Clicks', data: [1, 0, 2], borderDash: [5, 3] });
    const x = config.options?.scales?.x as { ticks: { callback: unknown } };
    expect(tickText(x.ticks.callback, config.data.labels!, 2)).toBe('Nov 3');
    const y = config.options?.scales?.y as { ticks: { precision: number } };
    expect(y.ticks.precision).toBe(0);
  });

  it('leaves out the dots once the range has more than 14 days', () => {
    expect((dailyConfig(days(14, 1)).data.datasets[0] as { pointRadius: number }).pointRadius).toBe(3);
    const [views] = dailyConfig(days(15, 1)).data.datasets as { pointRadius: number }[];
    expect(views!.pointRadius).toBe(0);
  });

  it('draws a horizontal bar per creator and cuts long names on the axis only', () => {
    const config = creatorClicksConfig([
      { name: 'Alexandra Montgomery-Smith', clicks: 9 },
      { name: 'Ava Stone', clicks: 3 },
    ]);
    expect(config.type).toBe('bar');
    expect(config.options).toMatchObject({ indexAxis: 'y' });
    expect(config.data.labels).toEqual(['Alexandra Montgomery-Smith', 'Ava Stone']);
    expect(config.data.datasets[0]).toMatchObject({ label: 'Clicks', data: [9, 3] });
    const y = config.options?.scales?.y as { ticks: { callback: unknown } };
    expect(tickText(y.ticks.callback, config.data.labels!, 0)).toBe('Alexandra Montgom…');
    expect(tickText(y.ticks.callback, config.data.labels!, 1)).toBe('Ava Stone');
  });
});
