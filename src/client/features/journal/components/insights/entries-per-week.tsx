import { cardVariants } from '#client/components/ui/card.tsx';
import type { JournalInsights } from '#shared/schemas/journal.ts';
import { ChartBox, WeeksChart } from './chart-box.tsx';

/** How many entries each week of the range holds, as bars and as a table. */
export function EntriesPerWeek({ weeks }: { weeks: JournalInsights['entriesByWeek'] }) {
  return (
    <section aria-labelledby="weeks-heading" className={cardVariants()}>
      <h3 id="weeks-heading" className="font-semibold text-indigo-950">
        Entries per week
      </h3>
      <ChartBox>
        <WeeksChart data={weeks} />
      </ChartBox>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-teal-800">Entries per week as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Entries per week</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Week of
              </th>
              <th scope="col" className="py-1 text-right">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-t border-stone-100">
                <th scope="row" className="py-1 font-normal">
                  {w.weekStart}
                </th>
                <td className="py-1 text-right tabular-nums">{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
