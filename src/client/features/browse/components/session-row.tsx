import { CheckCircle2, Clock, Crown, Headphones, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import type { SessionCard } from '#shared/types/catalog.ts';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';

export const CATEGORY_LABELS = { impulse: 'Impulse', podcast: 'Podcast', other: 'Other' } as const;

/**
 * A session in a list: compact on phones (title, advisor, facts, play), with the description and
 * the paths it belongs to from the small breakpoint up.
 */
export function SessionRow({
  session,
  lead,
  completed = false,
  headingLevel = 3,
}: {
  session: SessionCard;
  /** Something before the text, e.g. the position in a path. */
  lead?: ReactNode;
  completed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const TypeIcon = session.type === 'video' ? Video : Headphones;
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
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="teal">{session.category ? CATEGORY_LABELS[session.category] : 'Uncategorized'}</Badge>
          {session.isPremium && (
            <Badge tone="warm">
              <Crown aria-hidden="true" />
              Premium
            </Badge>
          )}
          {completed && (
            <Badge tone="indigo">
              <CheckCircle2 aria-hidden="true" />
              Completed
            </Badge>
          )}
        </div>
        <Heading
          id={titleId}
          className="mt-2 text-base font-semibold leading-snug text-indigo-950 sm:text-lg"
        >
          <Link
            to={`/sessions/${session.id}`}
            className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {session.title}
          </Link>
        </Heading>
        <p className="mt-0.5 text-sm text-stone-600">
          <span className="font-medium text-indigo-800">{session.coachName ?? 'Unknown Advisor'}</span>
          <span aria-hidden="true"> · </span>
          <span className="inline-flex items-center gap-1 align-middle">
            <Clock aria-hidden="true" className="size-3.5" />
            {session.durationMinutes} min
          </span>
          {/* Audio is the norm: on phones only video is worth the space. */}
          <span aria-hidden="true" className={session.type === 'video' ? 'inline' : 'hidden sm:inline'}>
            {' · '}
          </span>
          <span
            className={cn(
              'items-center gap-1 align-middle',
              session.type === 'video' ? 'inline-flex' : 'hidden sm:inline-flex',
            )}
          >
            <TypeIcon aria-hidden="true" className="size-3.5" />
            {session.type === 'video' ? 'Video' : 'Audio'}
          </span>
        </p>
        <p className="mt-2 hidden text-sm leading-relaxed text-stone-600 sm:line-clamp-2">
          {session.description}
        </p>
        {session.paths.length > 0 && (
          <ul aria-label="Coaching paths" className="mt-3 hidden flex-wrap gap-2 sm:flex">
            {session.paths.map((path) => (
              <li key={path.id}>
                <Link
                  to={`/paths/${path.id}`}
                  className="inline-flex min-h-7 items-center rounded-full border border-indigo-100 bg-indigo-50/60 px-2.5 text-xs font-medium text-indigo-900 hover:border-indigo-200 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  {path.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <PlaySessionButton session={session} size="sm" className="shrink-0 self-center" />
    </article>
  );
}
