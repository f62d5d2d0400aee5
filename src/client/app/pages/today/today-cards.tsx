import { ArrowRight, Flame, Headphones, Route, Sparkles, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { formatTime } from '#client/features/listening/components/format-time.ts';
import { cn } from '#client/lib/utils.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';
import type { Journey, RecentSession, StreakState } from '#shared/schemas/progress.ts';

const card =
  'flex gap-3 rounded-2xl border border-stone-200/80 bg-white p-3 shadow-[0_1px_2px_rgb(30_27_75/0.04)] sm:p-4';

/** The cover when the answer carries one, else a tile with the session's kind (never an empty box). */
function Cover({ session }: { session: SessionCard }) {
  if (session.artwork?.images.length) return <Artwork artwork={session.artwork} size={72} />;
  const Icon = session.type === 'video' ? Video : Headphones;
  return (
    <span
      aria-hidden="true"
      className="grid size-[4.5rem] shrink-0 place-items-center rounded-xl bg-gradient-to-br from-teal-500 to-indigo-600 text-white"
    >
      <Icon className="size-7" />
    </span>
  );
}

function SessionTitle({ session }: { session: SessionCard }) {
  return (
    <p className="truncate font-semibold text-indigo-950">
      <Link to={`/sessions/${session.id}`} className={cn('rounded hover:underline', focusRing)}>
        {session.title}
      </Link>
    </p>
  );
}

function Eyebrow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-teal-800">
      {icon}
      {children}
    </h3>
  );
}

/** The last unfinished session, where it stopped, and Continue. */
export function ContinueCard({ session }: { session: RecentSession }) {
  const total = session.durationMinutes * 60;
  const share = total ? Math.min(100, Math.round((session.position / total) * 100)) : 0;
  const where = `Stopped at ${formatTime(session.position)} of ${session.durationMinutes} min`;
  return (
    <article aria-label={`Continue listening: ${session.title}`} className={card}>
      <Cover session={session} />
      <div className="min-w-0 flex-1">
        <Eyebrow icon={null}>Continue listening</Eyebrow>
        <SessionTitle session={session} />
        <p className="text-sm text-stone-600">{advisorName(session)}</p>
        <div
          role="progressbar"
          aria-label="Listened so far"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-valuetext={where}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-teal-100"
        >
          <div className="h-full rounded-full bg-teal-600" style={{ width: `${share}%` }} />
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs tabular-nums text-stone-600">{where}</p>
          <PlaySessionButton session={session} size="sm" />
        </div>
      </div>
    </article>
  );
}

/** 'Today's impulse': the daily pick, one tap away. */
export function ImpulseCard({ session }: { session: SessionCard }) {
  return (
    <article aria-label={`Today's impulse: ${session.title}`} className={card}>
      <Cover session={session} />
      <div className="min-w-0 flex-1">
        <Eyebrow icon={<Sparkles aria-hidden="true" className="size-3.5 text-amber-500" />}>
          Today&apos;s impulse
        </Eyebrow>
        <SessionTitle session={session} />
        <p className="text-sm text-stone-600">
          {advisorName(session)} · {session.durationMinutes} min
        </p>
        <div className="mt-2 flex justify-end">
          <PlaySessionButton session={session} size="sm" variant="outline" />
        </div>
      </div>
    </article>
  );
}

/** The streak beside the heading: a number only when there is one, else an invitation. */
export function StreakPill({ streak }: { streak: StreakState }) {
  const text =
    streak.current > 0
      ? `${streak.current}-day streak${streak.countedToday ? ', today counted' : ', listen today to keep it'}`
      : 'Start a streak today: one session is enough';
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        streak.current > 0 ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700',
      )}
    >
      <Flame aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** The next session of each path begun and not finished; Play carries the path, so up next follows it. */
export function PathsNext({ journeys }: { journeys: Journey[] }) {
  const next = journeys.filter((journey) => journey.next !== null);
  if (!next.length) return null;
  return (
    <section aria-labelledby="today-paths-heading" className="mt-4">
      <h3 id="today-paths-heading" className="text-sm font-semibold text-indigo-950">
        Next in your paths
      </h3>
      <ul className="mt-2 divide-y divide-stone-200/80 rounded-2xl border border-stone-200/80 bg-white">
        {next.map(({ path, next: session }) => (
          <li
            key={path.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:px-4"
          >
            <Route aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-stone-600">
                <Link to={`/paths/${path.slug}`} className={cn('rounded hover:underline', focusRing)}>
                  {path.title}
                </Link>
                {/* A count once there is one; a path just begun says how long it is, not '0 of 5'. */}
                {path.progress?.completedCount
                  ? ` · ${path.progress.completedCount} of ${path.sessionCount} done`
                  : ` · ${path.sessionCount} sessions`}
              </p>
              <p className="truncate font-semibold text-indigo-950">{session!.title}</p>
            </div>
            <PlaySessionButton session={session!} pathId={path.id} size="sm" variant="outline" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A new listener's first step: today's impulse (short and free), or the paths when there is none. */
export function FirstStepCard({
  session,
  onboardingOpen,
}: {
  session: SessionCard | null;
  onboardingOpen: boolean;
}) {
  return (
    <article
      aria-label="Your first step"
      className="rounded-2xl bg-gradient-to-br from-indigo-950 via-indigo-900 to-teal-900 p-5 text-white sm:p-6"
    >
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-amber-300">
        <Sparkles aria-hidden="true" className="size-3.5" />
        Your first step
      </h3>
      {session ? (
        <>
          <p className="mt-2 text-lg font-semibold leading-snug">
            Start with today&apos;s impulse: {session.title}
          </p>
          <p className="mt-1 text-sm text-indigo-100">
            {session.durationMinutes} minutes with {advisorName(session)}. Press play; there is nothing to set
            up.
          </p>
        </>
      ) : (
        <p className="mt-2 text-lg font-semibold leading-snug">
          Pick a coaching path and begin with its first session.
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        {session && <PlaySessionButton session={session} variant="warm" />}
        <Link
          to="/sessions?view=paths"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-amber-200 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        >
          Explore coaching paths
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {onboardingOpen && (
        <p className="mt-3 text-sm text-indigo-100">
          Or answer three quick questions below, and we suggest sessions that fit you.
        </p>
      )}
    </article>
  );
}
