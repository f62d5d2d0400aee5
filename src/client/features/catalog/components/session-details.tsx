import { Clock, Crown, Headphones, Star, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { CATEGORY_LABELS, withSeparators } from '#client/features/catalog/components/session-format.ts';
import type { SessionDetail } from '#shared/types/catalog.ts';

/**
 * The session page's content: every card field, the whole description, the advisor and the paths.
 * `actions` is where the page puts play, favourite and rating (they belong to listening).
 */
export function SessionDetails({ session, actions }: { session: SessionDetail; actions: ReactNode }) {
  const isVideo = session.type === 'video';
  const TypeIcon = isVideo ? Video : Headphones;

  return (
    <article aria-labelledby="session-title" className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <title>{`${session.title} · Founder Flow`}</title>
      <meta name="description" content={session.description.slice(0, 160)} />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="teal">{session.category ? CATEGORY_LABELS[session.category] : 'Uncategorized'}</Badge>
        {session.isPremium && (
          <Badge tone="warm">
            <Crown aria-hidden="true" />
            Premium
          </Badge>
        )}
      </div>
      <h1 id="session-title" className="mt-3 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
        {session.title}
      </h1>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-stone-600 [&_svg]:size-4 [&_svg]:text-stone-500">
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" />
          {session.durationMinutes} min
        </li>
        <li className="inline-flex items-center gap-1.5">
          <TypeIcon aria-hidden="true" />
          {isVideo ? 'Video' : 'Audio'}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Users aria-hidden="true" />
          {withSeparators(session.totalParticipants)} {session.totalParticipants === 1 ? 'participant' : 'participants'}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Star aria-hidden="true" className="fill-amber-400 !text-amber-500" />
          {session.ratingCount > 0
            ? `${session.rating.toFixed(1)} average from ${withSeparators(session.ratingCount)} ${session.ratingCount === 1 ? 'rating' : 'ratings'}`
            : 'No ratings yet'}
        </li>
      </ul>

      <div className="mt-6">{actions}</div>

      <p className="mt-8 whitespace-pre-line text-lg leading-relaxed text-stone-800">{session.description}</p>

      {session.coach && (
        <section aria-labelledby="session-advisor" className="mt-10 flex items-center gap-4 rounded-3xl bg-indigo-50/70 p-5">
          {session.coach.avatarUrl && (
            <img src={session.coach.avatarUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-2xl bg-white" />
          )}
          <div className="min-w-0">
            <h2 id="session-advisor" className="text-xs font-semibold uppercase tracking-wider text-teal-800">
              Your advisor
            </h2>
            <p className="mt-0.5 text-lg font-semibold text-indigo-950">{session.coach.name}</p>
            <p className="text-sm text-stone-600">{session.coach.title}</p>
          </div>
        </section>
      )}

      {session.paths.length > 0 && (
        <section aria-labelledby="session-paths" className="mt-8">
          <h2 id="session-paths" className="text-lg font-semibold text-indigo-950">
            Part of these coaching paths
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {session.paths.map((path) => (
              <li key={path.id}>
                <Link
                  to={`/paths/${path.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-indigo-100 bg-white px-4 text-sm font-medium text-indigo-900 hover:border-indigo-200 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  {path.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
