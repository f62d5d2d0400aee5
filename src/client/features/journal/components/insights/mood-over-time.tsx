import { cardVariants } from '#client/components/ui/card.tsx';
import type { JournalInsights } from '#shared/schemas/journal.ts';
import { moodLabel } from '#client/features/journal/components/mood.tsx';
import { ChartBox, MoodChart } from './chart-box.tsx';
import { oneDecimal } from './insight-numbers.ts';

/** The average mood and its line over the range, with the same numbers as a table. */
export function MoodOverTime({ data }: { data: JournalInsights }) {
  return (
    <section aria-labelledby="mood-heading" className={cardVariants()}>
      <h3 id="mood-heading" className="font-semibold text-indigo-950">
        Mood over time
      </h3>
      <p className="text-sm text-stone-600">
        {data.entryCount} {data.entryCount === 1 ? 'entry' : 'entries'}
        {data.averageMood === null
          ? ''
          : `, average mood ${oneDecimal(data.averageMood)} (${moodLabel(Math.round(data.averageMood))})`}
      </p>
      {data.moodByDay.length > 0 ? (
        <>
          <ChartBox>
            <MoodChart data={data.moodByDay} />
          </ChartBox>
          <MoodTable days={data.moodByDay} />
        </>
      ) : (
        <p className="mt-3 text-sm text-stone-600">Choose a mood when you write to see it here.</p>
      )}
    </section>
  );
}

function MoodTable({ days }: { days: JournalInsights['moodByDay'] }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-teal-800">Mood by day as a table</summary>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Mood by day, from 1 (Rough) to 5 (Great)</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1">
              Day
            </th>
            <th scope="col" className="py-1 text-right">
              Mood
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date} className="border-t border-stone-100">
              <th scope="row" className="py-1 font-normal">
                {d.date}
              </th>
              <td className="py-1 text-right tabular-nums">{oneDecimal(d.mood)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
