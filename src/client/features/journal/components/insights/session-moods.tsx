import { Link } from 'react-router';
import { cardVariants } from '#client/components/ui/card.tsx';
import type { JournalInsights } from '#shared/schemas/journal.ts';
import { oneDecimal, signedDecimal } from './insight-numbers.ts';

/** The sessions reflected on in the range, by how far their entries' mood sits from the average. */
export function SessionMoods({ sessions }: { sessions: JournalInsights['sessionMoods'] }) {
  return (
    <section aria-labelledby="sessions-heading" className={cardVariants()}>
      <h3 id="sessions-heading" className="font-semibold text-indigo-950">
        Sessions that moved your mood
      </h3>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Reflect after a session to see how it left you.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">
            Sessions by how far the mood of their entries sits above your average
          </caption>
          <thead>
            <tr className="text-stone-600">
              <th scope="col" className="py-1 font-medium">
                Session
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Entries
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Mood
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                vs. average
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.sessionId} className="border-t border-stone-100">
                <th scope="row" className="py-1.5 font-medium">
                  <Link
                    to={`/sessions/${encodeURIComponent(s.sessionId)}`}
                    className="text-teal-800 underline underline-offset-4"
                  >
                    {s.sessionTitle}
                  </Link>
                </th>
                <td className="py-1.5 text-right tabular-nums">{s.entries}</td>
                <td className="py-1.5 text-right tabular-nums">{oneDecimal(s.averageMood)}</td>
                <td className="py-1.5 text-right tabular-nums">{signedDecimal(s.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
