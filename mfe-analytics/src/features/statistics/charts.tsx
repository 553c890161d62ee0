/**
 * The statistics charts (recharts). This module is imported lazily (ChartFrame), so recharts
 * loads in its own chunk after the page's tables, never with the remote's entry.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from '@tpp/contracts';
import { formatDay } from './format';

const VIEWS_COLOUR = '#7a5c14';
const CLICKS_COLOUR = '#1f5f99';
const AXIS = { fontSize: 12, fill: '#5e5a53' };

export function DailyChart({ daily }: { daily: readonly AnalyticsDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
      <LineChart
        data={[...daily]}
        margin={{ top: 8, right: 16, bottom: 0, left: -8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e3ded4" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatDay} tick={AXIS} minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS} width={48} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} />
        <Legend />
        <Line
          type="linear"
          dataKey="views"
          name="Views"
          stroke={VIEWS_COLOUR}
          strokeWidth={2}
          dot={daily.length <= 14}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="clicks"
          name="Clicks"
          stroke={CLICKS_COLOUR}
          strokeWidth={2}
          strokeDasharray="5 3"
          dot={daily.length <= 14}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

export interface CreatorClicks {
  name: string;
  clicks: number;
}

export function CreatorClicksChart({ creators }: { creators: readonly CreatorClicks[] }) {
  const height = Math.max(120, creators.length * 32 + 40);
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 400, height }}>
      <BarChart
        data={[...creators]}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e3ded4" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis
          type="category"
          dataKey="name"
          tick={AXIS}
          width={130}
          tickFormatter={(name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)}
        />
        <Tooltip />
        <Bar dataKey="clicks" name="Clicks" fill={CLICKS_COLOUR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
