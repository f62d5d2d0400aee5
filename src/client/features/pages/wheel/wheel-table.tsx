import { WHEEL_AREAS, WHEEL_SCORE_MAX, type WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { averageScore, WHEEL_AREA_INFO } from './wheel-areas.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '±0' : `−${Math.abs(n)}`);

/** The wheel as a table: the same numbers as the chart, and the change since the compared wheel. */
export function WheelTable({
  scores,
  compare,
}: {
  scores: WheelScores;
  compare?: { label: string; scores: WheelScores };
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-indigo-950">
        Your scores out of {WHEEL_SCORE_MAX}
        {compare ? `, compared with your wheel of ${compare.label}` : ''}
      </caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className="py-2 pr-3 font-medium">
            Area
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            This wheel
          </th>
          {compare ? (
            <>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {compare.label}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Change
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {WHEEL_AREAS.map((area) => (
          <tr key={area} className="border-b border-stone-100">
            <th scope="row" className="py-2 pr-3 font-medium text-indigo-950">
              {WHEEL_AREA_INFO[area].label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{scores[area]}</td>
            {compare ? (
              <>
                <td className="px-3 py-2 text-right tabular-nums">{compare.scores[area]}</td>
                <td className="py-2 pl-3 text-right tabular-nums">
                  {signed(scores[area] - compare.scores[area])}
                </td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-indigo-950">
          <th scope="row" className="py-2 pr-3">
            Average
          </th>
          <td className="px-3 py-2 text-right tabular-nums">{averageScore(scores)}</td>
          {compare ? (
            <>
              <td className="px-3 py-2 text-right tabular-nums">{averageScore(compare.scores)}</td>
              <td className="py-2 pl-3 text-right tabular-nums">
                {signed(Math.round((averageScore(scores) - averageScore(compare.scores)) * 10) / 10)}
              </td>
            </>
          ) : null}
        </tr>
      </tfoot>
    </table>
  );
}
