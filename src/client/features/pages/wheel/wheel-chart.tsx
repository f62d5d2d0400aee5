import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Legend,
} from 'recharts';
import { WHEEL_AREAS, WHEEL_SCORE_MAX, type WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { WHEEL_AREA_INFO } from './wheel-areas.ts';

/**
 * The radar chart of a wheel, with a past one overlaid for comparison. It is a picture of the table
 * beside it, which carries the same numbers for screen readers; recharts loads only with this chunk.
 */
export function WheelChart({
  scores,
  compare,
}: {
  scores: WheelScores;
  compare?: { label: string; scores: WheelScores };
}) {
  const data = WHEEL_AREAS.map((area) => ({
    area: WHEEL_AREA_INFO[area].short,
    now: scores[area],
    ...(compare ? { then: compare.scores[area] } : {}),
  }));
  return (
    <div aria-hidden="true" className="h-80 w-full sm:h-96" data-testid="wheel-chart">
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart
          accessibilityLayer={false}
          data={data}
          outerRadius="62%"
          margin={{ top: 8, right: 40, bottom: 8, left: 40 }}
        >
          <PolarGrid stroke="#d6d3d1" />
          <PolarAngleAxis dataKey="area" tick={{ fill: '#1e1b4b', fontSize: 11 }} />
          <PolarRadiusAxis
            domain={[0, WHEEL_SCORE_MAX]}
            tickCount={6}
            angle={67.5}
            tick={{ fill: '#57534e', fontSize: 10 }}
          />
          {compare ? (
            <Radar
              name={compare.label}
              dataKey="then"
              stroke="#d97706"
              strokeDasharray="6 4"
              strokeWidth={2}
              fill="#fbbf24"
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          ) : null}
          <Radar
            name="This wheel"
            dataKey="now"
            stroke="#0f766e"
            strokeWidth={2}
            fill="#14b8a6"
            fillOpacity={0.35}
            isAnimationActive={false}
          />
          {compare ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
