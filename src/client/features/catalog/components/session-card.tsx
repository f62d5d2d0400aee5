import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { PathChips } from '#client/components/session/path-chips.tsx';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { SessionBadges, SessionMeta } from '#client/components/session/session-meta.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import type { SessionCard as SessionCardData } from '#shared/schemas/catalog.ts';
import { cn } from '#client/lib/utils.ts';
import { SessionDescription } from '#client/features/catalog/components/session-description.tsx';

/** A featured/list card. The average rating is part of the data but deliberately not shown. */
export function SessionCard({ session }: { session: SessionCardData }) {
  const titleId = `session-${session.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-session-id={session.id}
      className="flex h-full flex-col rounded-3xl border border-stone-200/80 bg-white p-5 shadow-[0_1px_2px_rgb(30_27_75/0.04),0_8px_24px_-12px_rgb(30_27_75/0.12)] transition-shadow hover:shadow-[0_1px_2px_rgb(30_27_75/0.06),0_16px_32px_-12px_rgb(30_27_75/0.2)]"
    >
      <Artwork artwork={session.artwork} size={64} className="mb-3" />
      <SessionBadges session={session} />

      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-indigo-950">
        <Link to={`/sessions/${session.id}`} className={cn('rounded-sm hover:text-teal-800', focusRing)}>
          {session.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm font-medium text-indigo-800">{advisorName(session)}</p>

      <SessionMeta session={session} className="mt-3" />

      <SessionDescription text={session.description} className="mt-3" />

      <PathChips paths={session.paths} className="mt-4" />

      <div className="mt-auto pt-5">
        <PlaySessionButton className="w-full" session={session} />
      </div>
    </article>
  );
}
