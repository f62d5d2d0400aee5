import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { profileQuery } from '#client/entities/account/profile.ts';
import { sessionsToFitQuery } from '#client/entities/catalog/sessions-to-fit.ts';
import { cn } from '#client/lib/utils.ts';
import { DAILY_MINUTES, type DailyMinutes, goalSearchWords } from '#shared/onboarding.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';

/** How many fitting sessions the picker lists. */
const SHOWN = 4;

const label = (minutes: DailyMinutes) => (minutes === 20 ? '20+' : String(minutes));

/** How many of the goals' words a session's text mentions: the order among sessions that fit. */
export function goalScore(session: Pick<SessionCard, 'title' | 'description' | 'category'>, words: string[]) {
  const text = `${session.title} ${session.description} ${session.category ?? ''}`.toLowerCase();
  return words.filter((word) => text.includes(word.toLowerCase())).length;
}

/** The sessions that fit the minutes (20+: any), those closest to the listener's goals first. */
export function sessionsThatFit(items: SessionCard[], minutes: DailyMinutes, words: string[]): SessionCard[] {
  const fitting = minutes === 20 ? items : items.filter((session) => session.durationMinutes <= minutes);
  return fitting
    .map((session, index) => ({ session, index, score: goalScore(session, words) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ session }) => session);
}

/**
 * 'I have N minutes': 2, 5, 10 or 20+, and the sessions that fit, ordered by the listener's goals
 * (the profile's, for signed-in users; by length or popularity for visitors).
 */
export function MinutesPicker({ className }: { className?: string }) {
  const [minutes, setMinutes] = useState<DailyMinutes | null>(null);
  const { user } = useAuthSession();
  const catalogue = useQuery({
    ...sessionsToFitQuery(minutes === 20 ? 'popular' : 'shortest'),
    enabled: minutes !== null,
  });
  const profile = useQuery({ ...profileQuery(user?.id ?? ''), enabled: user !== null && minutes !== null });
  const words = goalSearchWords(profile.data?.goals ?? []);
  const fits =
    minutes && catalogue.data ? sessionsThatFit(catalogue.data.items, minutes, words).slice(0, SHOWN) : [];

  return (
    <section
      aria-labelledby="minutes-picker"
      className={cn('rounded-3xl bg-indigo-50/70 p-5 sm:p-6', className)}
    >
      <h2 id="minutes-picker" className="flex items-center gap-2 text-lg font-semibold text-indigo-950">
        <Clock aria-hidden="true" className="size-5 text-teal-700" />I have … minutes
      </h2>
      <div role="group" aria-label="Minutes I have" className="mt-3 flex flex-wrap gap-2">
        {DAILY_MINUTES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={minutes === option}
            aria-label={`I have ${label(option)} minutes`}
            onClick={() => setMinutes(option)}
            className={cn(
              'h-10 min-w-14 rounded-full border px-4 text-sm font-semibold transition-colors',
              focusRing,
              minutes === option
                ? 'border-teal-700 bg-teal-700 text-white'
                : 'border-indigo-200 bg-white text-indigo-950 hover:bg-indigo-50',
            )}
          >
            {label(option)}
          </button>
        ))}
      </div>
      {minutes !== null && (
        <div className="mt-4" aria-live="polite">
          {catalogue.isPending ? (
            <p className="text-sm text-stone-600">Finding sessions that fit…</p>
          ) : catalogue.isError ? (
            <p className="text-sm text-stone-700">Sessions could not be loaded. Please try again.</p>
          ) : fits.length === 0 ? (
            <p className="text-sm text-stone-700">No session fits {label(minutes)} minutes yet.</p>
          ) : (
            <ul aria-label={`Sessions for ${label(minutes)} minutes`} className="grid gap-3 sm:grid-cols-2">
              {fits.map((session) => (
                <li key={session.id} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/sessions/${session.id}`}
                      className={cn(
                        'block truncate rounded font-semibold text-indigo-950 hover:underline',
                        focusRing,
                      )}
                    >
                      {session.title}
                    </Link>
                    <p className="truncate text-sm text-stone-600">
                      {`${advisorName(session)} · ${session.durationMinutes} min`}
                    </p>
                  </div>
                  <PlaySessionButton session={session} size="sm" className="shrink-0" />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
