import { Clock, Crown, Headphones, Users, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import type { SessionCard as SessionCardData } from '#shared/types/catalog.ts';
import { SessionDescription } from '#client/features/catalog/components/session-description.tsx';
import { CATEGORY_LABELS, withSeparators } from '#client/features/catalog/components/session-format.ts';

/** A featured/list card. The average rating is part of the data but deliberately not shown (spec §2). */
export function SessionCard({ session }: { session: SessionCardData }) {
  const isVideo = session.type === 'video';
  const TypeIcon = isVideo ? Video : Headphones;
  const titleId = `session-${session.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-session-id={session.id}
      className="flex h-full flex-col rounded-3xl border border-stone-200/80 bg-white p-5 shadow-[0_1px_2px_rgb(30_27_75/0.04),0_8px_24px_-12px_rgb(30_27_75/0.12)] transition-shadow hover:shadow-[0_1px_2px_rgb(30_27_75/0.06),0_16px_32px_-12px_rgb(30_27_75/0.2)]"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="teal">{session.category ? CATEGORY_LABELS[session.category] : 'Uncategorized'}</Badge>
        {session.isPremium && (
          <Badge tone="warm">
            <Crown aria-hidden="true" />
            Premium
          </Badge>
        )}
      </div>

      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-indigo-950">
        <Link
          to={`/sessions/${session.id}`}
          className="rounded-sm hover:text-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          {session.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm font-medium text-indigo-800">{session.coachName ?? 'Unknown Advisor'}</p>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-stone-600 [&_svg]:size-3.5 [&_svg]:text-stone-500">
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" />
          {session.durationMinutes} min
        </li>
        <li className="inline-flex items-center gap-1">
          <TypeIcon aria-hidden="true" />
          {isVideo ? 'Video' : 'Audio'}
        </li>
        <li className="inline-flex items-center gap-1">
          <Users aria-hidden="true" />
          {withSeparators(session.totalParticipants)}{' '}
          {session.totalParticipants === 1 ? 'participant' : 'participants'}
        </li>
      </ul>

      <SessionDescription text={session.description} className="mt-3" />

      {session.paths.length > 0 && (
        <ul aria-label="Coaching paths" className="mt-4 flex flex-wrap gap-2">
          {session.paths.map((path) => (
            <li key={path.id}>
              <Link
                to={`/paths/${path.id}`}
                className="inline-flex min-h-8 items-center rounded-full border border-indigo-100 bg-indigo-50/60 px-3 text-xs font-medium text-indigo-900 hover:border-indigo-200 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
              >
                {path.title}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-5">
        <PlaySessionButton className="w-full" session={session} />
      </div>
    </article>
  );
}
