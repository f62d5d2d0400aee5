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
import type { AdminStats } from '#shared/schemas/admin.ts';

/**
 * Pictures of the table beside them (which carries the same numbers for screen readers): plays and
 * completions per day, and journal entries per day (counts only).
 */
export function DashboardCharts({ days }: { days: AdminStats['days'] }) {
  const data = days.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <div aria-hidden="true" className="mt-4 grid gap-6 lg:grid-cols-2">
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} accessibilityLayer={false}>
            <CartesianGrid stroke="#e7e5e4" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Line
              name="Plays"
              dataKey="plays"
              stroke="#0f766e"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              name="Completions"
              dataKey="completions"
              stroke="#d97706"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid stroke="#e7e5e4" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={32} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <Bar name="Journal entries" dataKey="journalEntries" fill="#4338ca" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
