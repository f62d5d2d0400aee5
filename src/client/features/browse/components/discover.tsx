import { useQuery } from '@tanstack/react-query';
import { Sparkles, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { advisorName } from '#client/components/session/session-format.ts';
import { SessionBadges, SessionMeta } from '#client/components/session/session-meta.tsx';
import { focusRing, focusRingOnDark } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import {
  dailyPickQuery,
  localDay,
  recommendationsQuery,
} from '#client/features/browse/api/browse-queries.ts';
import type { RecommendationSection, SessionCard } from '#shared/schemas/catalog.ts';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';

/** 'Today's impulse' and the recommendation rows, above the catalogue while nothing is filtered. */
export function Discover({ userId }: { userId: string | null }) {
  const pick = useQuery(dailyPickQuery(localDay(), userId));
  const sections = useQuery(recommendationsQuery(userId));
  const session = pick.data?.session;

  return (
    <div className="space-y-10">
      {session && <DailyPickCard session={session} />}
      {sections.data?.map((section) => (
        <RecommendationRow key={section.kind} section={section} />
      ))}
    </div>
  );
}

function DailyPickCard({ session }: { session: SessionCard }) {
  return (
    <section
      aria-labelledby="daily-pick-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-950 via-indigo-900 to-teal-900 p-6 text-white shadow-lg sm:p-8"
    >
      <Sun aria-hidden="true" className="absolute -right-6 -top-6 size-32 text-amber-300/15" />
      <h2
        id="daily-pick-heading"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-amber-300"
      >
        <Sparkles aria-hidden="true" className="size-4" />
        Today&apos;s impulse
      </h2>
      <p className="mt-3 text-2xl font-bold leading-tight sm:text-3xl">
        <Link to={`/sessions/${session.id}`} className={cn('rounded hover:underline', focusRingOnDark)}>
          {session.title}
        </Link>
      </p>
      <p className="mt-2 text-sm font-medium text-indigo-100">{advisorName(session)}</p>
      <SessionMeta session={session} participants={false} tone="dark" className="mt-1" />
      <p className="mt-3 max-w-2xl text-sm leading-relaxed text-indigo-50/90 line-clamp-3">
        {session.description}
      </p>
      <PlaySessionButton session={session} variant="warm" className="mt-5" />
    </section>
  );
}

function RecommendationRow({ section }: { section: RecommendationSection }) {
  const headingId = `recommendations-${section.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-indigo-950">
        {section.title}
      </h2>
      {/* A swipeable row on phones; a grid on wide screens. */}
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {section.items.slice(0, 4).map((session) => (
          <li key={session.id} className="w-64 shrink-0 snap-start sm:w-auto">
            <article
              aria-label={session.title}
              className="flex h-full flex-col rounded-2xl border border-stone-200/80 bg-white p-4 shadow-[0_1px_2px_rgb(30_27_75/0.04)]"
            >
              <SessionBadges session={session} />
              <h3 className="mt-2 font-semibold leading-snug text-indigo-950">
                <Link to={`/sessions/${session.id}`} className={cn('rounded hover:underline', focusRing)}>
                  {session.title}
                </Link>
              </h3>
              <p className="mt-0.5 text-sm text-indigo-800">{advisorName(session)}</p>
              <SessionMeta session={session} participants={false} className="mt-1" />
              <div className="mt-auto pt-4">
                <PlaySessionButton session={session} size="sm" variant="outline" />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
