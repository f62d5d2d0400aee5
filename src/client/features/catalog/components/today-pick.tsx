import { Headphones, Play } from 'lucide-react';
import { Link } from 'react-router';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useFeaturedSessions } from '#client/features/catalog/api/featured-sessions.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';

/**
 * The session a visitor can play from the first screen: the first featured one that is audio and
 * free (anyone may play it, no sign-in, no plan). The prerendered landing's boot file
 * (scripts/build/landing-boot.js) applies the same rule to fill the card before the app is here.
 */
export const pickToday = (sessions: readonly SessionCard[] | undefined): SessionCard | null =>
  sessions?.find((session) => session.type === 'audio' && !session.isPremium) ?? null;

/** The markup's hooks for the boot file: the card, its title, its line and its button. */
export const TODAY_PICK = {
  card: 'data-today-pick',
  title: 'data-today-pick-title',
  meta: 'data-today-pick-meta',
  listen: 'data-today-pick-listen',
} as const;

/** The hero's dark surface, or a light page (a member's Today block). */
const TONES = {
  dark: {
    card: 'bg-white/10 ring-white/15',
    eyebrow: 'text-amber-300',
    title: 'text-white',
    meta: 'text-indigo-100',
  },
  light: {
    card: 'bg-white ring-stone-200/80',
    eyebrow: 'text-teal-800',
    title: 'text-indigo-950',
    meta: 'text-stone-600',
  },
} as const;

const meta = (session: SessionCard) => `${advisorName(session)} · ${session.durationMinutes} min`;

/**
 * A compact card for the hero: today's free session and its Listen, within a phone's first screen.
 * While the featured list loads (and in the prerendered markup) it keeps its size, with its button
 * disabled; when there is nothing a visitor can play, or the list failed (the grid below says
 * so), it is not shown.
 */
export function TodayPick({ tone = 'dark' }: { tone?: keyof typeof TONES }) {
  const colours = TONES[tone];
  const featured = useFeaturedSessions();
  const pick = pickToday(featured.data);
  if (featured.isError || (featured.data && !pick)) return null;

  return (
    <div
      {...{ [TODAY_PICK.card]: '' }}
      role="group"
      aria-label="Today's pick"
      aria-busy={!pick}
      className={`mt-6 flex max-w-xl items-center gap-3 rounded-2xl p-3 ring-1 ring-inset ${colours.card}`}
    >
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-teal-500 to-indigo-600"
      >
        <Headphones className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={`text-xs font-semibold uppercase tracking-wider ${colours.eyebrow}`}>
          Today&apos;s pick
        </p>
        <p {...{ [TODAY_PICK.title]: '' }} className={`truncate font-semibold ${colours.title}`}>
          {pick ? (
            <Link to={`/sessions/${pick.id}`} className="rounded hover:underline">
              {pick.title}
            </Link>
          ) : (
            'Loading today’s session…'
          )}
        </p>
        <p {...{ [TODAY_PICK.meta]: '' }} className={`truncate text-sm ${colours.meta}`}>
          {pick ? meta(pick) : '\u00a0'}
        </p>
      </div>
      {pick ? (
        <PlaySessionButton session={pick} size="sm" variant="warm" className="shrink-0" />
      ) : (
        <Button {...{ [TODAY_PICK.listen]: '' }} size="sm" variant="warm" className="shrink-0" disabled>
          <Play aria-hidden="true" className="fill-current" />
          Listen
        </Button>
      )}
    </div>
  );
}
