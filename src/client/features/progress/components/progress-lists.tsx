import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { leftToHearText } from '#client/entities/listening-history/left-to-hear.ts';
import type { PathSummary, SessionCard } from '#shared/schemas/catalog.ts';
import type { Journey, ProgressSummary, RecentSession } from '#shared/schemas/progress.ts';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The profile's lists: where the user stopped, the paths under way with the next session, and what
 * they saved. They come with the progress summary, which a completion refreshes (it lives under the
 * user's queries), so nothing polls.
 */
export function ProgressLists({ data }: { data: ProgressSummary }) {
  return (
    <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
      <ListSection
        title="Continue listening"
        empty={
          <EmptyLine to="/sessions" link="Find a session">
            Nothing heard yet.
          </EmptyLine>
        }
        items={data.recent}
        render={(session) => <RecentRow key={session.id} session={session} />}
      />
      <ListSection
        title="Journeys"
        empty={
          <EmptyLine to="/sessions" link="Start a path">
            No path under way.
          </EmptyLine>
        }
        items={data.journeys}
        render={(journey) => <JourneyRow key={journey.path.id} journey={journey} />}
      />
      <ListSection
        title="Favourites"
        empty={<EmptyLine>Sessions you mark with the heart show here.</EmptyLine>}
        items={data.favorites}
        render={(session) => (
          <SessionRow key={session.id} session={session} detail={`${session.durationMinutes} min`} />
        )}
      />
      <ListSection
        title="Saved paths"
        empty={<EmptyLine>Paths you save show here.</EmptyLine>}
        items={data.savedPaths}
        render={(path) => <PathRow key={path.id} path={path} />}
      />
    </div>
  );
}

function ListSection<T>({
  title,
  items,
  empty,
  render,
}: {
  title: string;
  items: T[];
  empty: ReactNode;
  render: (item: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="text-base font-semibold text-indigo-950">{title}</h3>
      {items.length ? <ul className="mt-3 grid grid-cols-1 gap-2">{items.map(render)}</ul> : empty}
    </section>
  );
}

function EmptyLine({ children, to, link }: { children: ReactNode; to?: string; link?: string }) {
  return (
    <p className="mt-2 text-sm text-stone-700">
      {children}{' '}
      {to ? (
        <Link to={to} className="font-semibold text-teal-800 underline underline-offset-2">
          {link}
        </Link>
      ) : null}
    </p>
  );
}

/** A list row: the cover, the title linking to its page, then what the row says about it. */
function Row({
  artwork,
  to,
  title,
  children,
}: {
  artwork: SessionCard['artwork'];
  to: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-2">
      <Artwork artwork={artwork} size={48} />
      <div className="min-w-0 flex-1">
        <Link to={to} className="block truncate font-semibold text-indigo-950 hover:underline">
          {title}
        </Link>
        {children}
      </div>
    </li>
  );
}

function SessionRow({
  session,
  detail,
  note,
}: {
  session: SessionCard;
  detail: string;
  note?: string | null;
}) {
  return (
    <Row artwork={session.artwork} to={`/sessions/${session.id}`} title={session.title}>
      <p className="truncate text-xs text-stone-700">
        {advisorName(session)} · {detail}
      </p>
      {note && <p className="text-xs text-stone-700">{note}</p>}
    </Row>
  );
}

/** Where the listener got to (a seek counts), and what still counts toward completion (it does not). */
function RecentRow({ session }: { session: RecentSession }) {
  if (session.completed) return <SessionRow session={session} detail="Completed" />;
  return (
    <SessionRow
      session={session}
      detail={`Stopped at ${clock(session.position)} of ${session.durationMinutes} min`}
      note={leftToHearText(session.secondsToComplete)}
    />
  );
}

function JourneyRow({ journey: { path, next } }: { journey: Journey }) {
  const done = path.progress?.completedCount ?? 0;
  const percent = path.sessionCount ? Math.round((done / path.sessionCount) * 100) : 0;
  return (
    <Row artwork={path.artwork ?? null} to={`/paths/${path.slug}`} title={path.title}>
      <progress
        className="mt-1 h-2 w-full accent-teal-600"
        max={path.sessionCount}
        value={done}
        aria-label={`${path.title}: ${percent} % complete`}
      />
      <p className="truncate text-xs text-stone-700">
        {percent} % · {done} of {path.sessionCount}
        {next ? (
          <>
            {' · Next: '}
            <Link to={`/sessions/${next.id}`} className="text-teal-800 underline underline-offset-2">
              {next.title}
            </Link>
          </>
        ) : null}
      </p>
    </Row>
  );
}

function PathRow({ path }: { path: PathSummary }) {
  return (
    <Row artwork={path.artwork ?? null} to={`/paths/${path.slug}`} title={path.title}>
      <p className="truncate text-xs text-stone-700">
        {path.sessionCount} sessions · {path.totalMinutes} min
      </p>
    </Row>
  );
}
