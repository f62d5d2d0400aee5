import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { PathChips } from '#client/components/session/path-chips.tsx';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { SessionBadges, SessionMeta } from '#client/components/session/session-meta.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';

/**
 * A session in a list: compact on phones (title, advisor, facts, play), with the description and
 * the paths it belongs to from the small breakpoint up.
 */
export function SessionRow({
  session,
  lead,
  completed = false,
  headingLevel = 3,
  pathId,
}: {
  session: SessionCard;
  /** Something before the text, e.g. the position in a path. */
  lead?: ReactNode;
  completed?: boolean;
  headingLevel?: 2 | 3;
  /** Played from this coaching path: its next session is offered when this one ends. */
  pathId?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `row-${session.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-session-id={session.id}
      className={cn(
        'flex items-start gap-3 rounded-2xl border bg-white p-4 shadow-[0_1px_2px_rgb(30_27_75/0.04)] sm:gap-4 sm:p-5',
        completed ? 'border-teal-200' : 'border-stone-200/80',
      )}
    >
      {lead}
      <Artwork artwork={session.artwork} size={48} />
      <div className="min-w-0 flex-1">
        <SessionBadges session={session} completed={completed} />
        <Heading
          id={titleId}
          className="mt-2 text-base font-semibold leading-snug text-indigo-950 sm:text-lg"
        >
          <Link
            to={pathId ? `/sessions/${session.id}?path=${pathId}` : `/sessions/${session.id}`}
            className={cn('rounded hover:underline', focusRing)}
          >
            {session.title}
          </Link>
        </Heading>
        <p className="mt-0.5 text-sm font-medium text-indigo-800">{advisorName(session)}</p>
        <SessionMeta session={session} participants={false} compact className="mt-1" />
        <p className="mt-2 hidden text-sm leading-relaxed text-stone-600 sm:line-clamp-2">
          {session.description}
        </p>
        <PathChips paths={session.paths} hideOnPhones className="mt-3" />
      </div>
      <PlaySessionButton session={session} pathId={pathId} size="sm" className="shrink-0 self-center" />
    </article>
  );
}
