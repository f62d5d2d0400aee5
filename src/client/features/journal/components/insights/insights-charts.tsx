import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { JournalInsights } from '#shared/schemas/journal.ts';

const short = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

/**
 * Pictures of the tables beside them (which carry the same numbers for screen readers, so these are
 * hidden from them); recharts loads only with this chunk.
 */
export function MoodChart({ data }: { data: JournalInsights['moodByDay'] }) {
  return (
    <div aria-hidden="true" className="h-56 w-full" data-testid="mood-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          accessibilityLayer={false}
          data={data.map((d) => ({ ...d, day: short(d.date) }))}
          margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tick={{ fill: '#57534e', fontSize: 11 }} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={{ fill: '#57534e', fontSize: 11 }} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="mood"
            stroke="#0f766e"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function WeeksChart({ data }: { data: JournalInsights['entriesByWeek'] }) {
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data.map((d) => ({ ...d, week: short(d.weekStart) }))}
          margin={{ top: 8, right: 12, bottom: 0, left: -20 }}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="week" tick={{ fill: '#57534e', fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fill: '#57534e', fontSize: 11 }} />
          <Tooltip />
          <Bar
            dataKey="count"
            name="Entries"
            fill="#f59e0b"
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
