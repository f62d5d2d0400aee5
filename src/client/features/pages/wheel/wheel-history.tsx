import type { Wheel } from '#shared/schemas/wheel-of-life.ts';
import { averageScore, formatWheelDate, lowestAreas, WHEEL_AREA_INFO } from './wheel-areas.ts';

/** The saved wheels, newest first, each with its average, lowest areas and note. */
export function WheelHistory({ wheels }: { wheels: Wheel[] }) {
  return (
    <ol aria-label="Saved wheels" className="space-y-3">
      {wheels.map((wheel) => (
        <li key={wheel.id} className="rounded-2xl border border-stone-200/80 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-indigo-950">
              <time dateTime={wheel.createdAt}>{formatWheelDate(wheel.createdAt)}</time>
            </p>
            <p className="text-sm text-stone-600">
              Average{' '}
              <span className="font-semibold tabular-nums text-indigo-950">{averageScore(wheel.scores)}</span>
            </p>
          </div>
          <p className="mt-1 text-sm text-stone-600">
            Lowest:{' '}
            {lowestAreas(wheel.scores)
              .map((area) => `${WHEEL_AREA_INFO[area].label} (${wheel.scores[area]})`)
              .join(', ')}
          </p>
          {wheel.note ? (
            <p className="mt-2 whitespace-pre-line text-sm text-stone-800">{wheel.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
