import { DownloadPathButton } from '#client/components/session/download-button.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Clock, Heart, ListOrdered, Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import {
  PREMIUM_MARK,
  playOrOffer,
  usePremiumLock,
} from '#client/components/session/play-session-button.tsx';
import { cn } from '#client/lib/utils.ts';
import { pathQuery } from '#client/features/browse/api/browse-queries.ts';
import { useFavoritePath } from '#client/features/browse/api/favorite-path.ts';
import type { PathDetail } from '#shared/schemas/catalog.ts';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { PathProgressBar } from './path-progress-bar.tsx';
import { SessionRow } from './session-row.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

/** /paths/:id: the path's sessions in order with completed marks, start/continue and saving. */
export function PathPage() {
  const { id = '' } = useParams();
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const { data: path, error, isPending, refetch, isRefetching } = useQuery(pathQuery(id, userId));

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 md:pt-10">
      <Link
        to="/sessions?view=paths"
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All coaching paths
      </Link>
      {isPending ? (
        <p role="status" className="mt-8 flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading coaching path...
        </p>
      ) : error ? (
        <div className="mt-8">
          {error instanceof ApiError && error.status === 404 ? (
            <NotFound />
          ) : (
            <ErrorNotice
              message={`Error loading coaching path: ${error.message}`}
              onRetry={() => void refetch()}
              retrying={isRefetching}
            />
          )}
        </div>
      ) : (
        <PathContent path={path} routeId={id} userId={userId} />
      )}
    </div>
  );
}

function NotFound() {
  return (
    <div className={cardVariants({ padding: 'none', className: 'p-8 text-center' })}>
      <title>Coaching path not found · Founder Flow</title>
      <h1 className="text-2xl font-bold text-indigo-950">Coaching path not found</h1>
      <p className="mt-2 text-stone-600">{API_ERRORS.path_not_found.message}</p>
      <Link to="/sessions?view=paths" className={buttonVariants({ className: 'mt-5' })}>
        See all coaching paths
      </Link>
    </div>
  );
}

function PathContent({
  path,
  routeId,
  userId,
}: {
  path: PathDetail;
  routeId: string;
  userId: string | null;
}) {
  const completed = new Set(path.progress?.completedSessionIds ?? []);
  const next = path.sessions.find((s) => s.id === path.progress?.nextSessionId) ?? path.sessions[0];
  const continuing = Boolean(path.progress?.started && path.progress.nextSessionId);

  return (
    <>
      <title>{`${path.title} · Founder Flow`}</title>
      <header className="mt-5 rounded-3xl bg-gradient-to-br from-indigo-950 via-indigo-900 to-teal-900 p-6 text-white shadow-lg sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">Coaching path</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{path.title}</h1>
        <p className="mt-3 max-w-2xl leading-relaxed text-indigo-50/90">{path.description}</p>
        <p className="mt-4 flex gap-5 text-sm font-medium text-indigo-100 [&_svg]:size-4">
          <span className="inline-flex items-center gap-1.5">
            <ListOrdered aria-hidden="true" />
            {path.sessionCount} sessions
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" />
            {path.totalMinutes} min
          </span>
        </p>
        {path.progress && (
          <div className="mt-5 max-w-sm rounded-2xl bg-white/95 p-3">
            <PathProgressBar progress={path.progress} total={path.sessionCount} />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          {next && <StartPathButton session={next} pathId={path.id} continuing={continuing} />}
          <SaveButton path={path} routeId={routeId} userId={userId} />
          <DownloadPathButton sessions={path.sessions} />
        </div>
      </header>

      <h2 className="mt-10 text-xl font-bold tracking-tight text-indigo-950">Sessions in this path</h2>
      <ol className="mt-4 space-y-3">
        {path.sessions.map((session, index) => {
          const done = completed.has(session.id);
          return (
            <li key={session.id}>
              <SessionRow
                session={session}
                pathId={path.id}
                completed={done}
                lead={
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold',
                      done ? 'bg-teal-600 text-white' : 'bg-indigo-50 text-indigo-900',
                    )}
                  >
                    {done ? <Check className="size-4" /> : index + 1}
                  </span>
                }
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** Starts (or continues) the path with its next session; locked like any premium play action. */
function StartPathButton({
  session,
  pathId,
  continuing,
}: {
  session: PathDetail['sessions'][number];
  pathId: string;
  continuing: boolean;
}) {
  const locked = usePremiumLock(session.isPremium);
  const label = continuing ? 'Continue path' : 'Start path';
  return (
    <Button
      variant="warm"
      aria-label={locked ? `${label} ${PREMIUM_MARK}` : undefined}
      onClick={() =>
        playOrOffer(
          {
            sessionId: session.id,
            title: session.title,
            type: session.type,
            coachName: session.coachName,
            pathId,
          },
          locked,
        )
      }
    >
      {locked ? <Lock aria-hidden="true" /> : <Play aria-hidden="true" className="fill-current" />}
      {label}
    </Button>
  );
}

/** Saving needs an account: a visitor gets a gentle invitation instead of an error. */
function SaveButton({ path, routeId, userId }: { path: PathDetail; routeId: string; userId: string | null }) {
  const location = useLocation();
  const [invited, setInvited] = useState(false);
  const favorite = useFavoritePath(path.id, routeId, userId);
  const saved = path.favorite;

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="ghostLight"
        aria-pressed={userId ? saved : undefined}
        onClick={() => (userId ? favorite.mutate(!saved) : setInvited(true))}
        disabled={favorite.isPending}
      >
        <Heart aria-hidden="true" className={cn(saved && 'fill-rose-400 text-rose-400')} />
        {saved ? 'Saved to favourites' : 'Save path'}
      </Button>
      {invited && (
        <p role="status" className="max-w-xs rounded-2xl bg-white/95 p-3 text-sm text-indigo-950">
          Create a free account or sign in to save paths and track your progress.{' '}
          <Link
            to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Sign in
          </Link>
        </p>
      )}
    </div>
  );
}
