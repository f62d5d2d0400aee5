import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { sessionKeys } from '#client/entities/catalog/session-keys.ts';
import { providePlayer } from '#client/app/layout/player-slot.ts';
import { sessionDetailQuery } from '#client/features/catalog/api/session-detail.ts';
import { SessionDetails } from '#client/features/catalog/components/session-details.tsx';
import { SessionActions } from '#client/features/listening/components/session-actions.tsx';
import { PlayerBar } from '#client/features/listening/components/player-bar.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS } from '#shared/errors.ts';

// The page's whole reason is Listen: the player's code comes in this page's chunk (and the server
// preloads it with the page), so a tap the moment the button shows never waits for another chunk.
providePlayer(PlayerBar);

/**
 * /sessions/:id, shareable: the catalogue's view of a session with the listening actions in it.
 * It lives in the app layer because it joins two features, which never import each other.
 */
export function SessionPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(sessionDetailQuery(id));

  if (detail.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Loading session" />
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    const notFound = API_ERRORS.session_not_found;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
        <title>{missing ? `${notFound.title} · Founder Flow` : 'Session unavailable · Founder Flow'}</title>
        <SearchX aria-hidden="true" className="size-10 text-indigo-900" />
        <h1 className="mt-4 text-2xl font-bold text-indigo-950">
          {missing ? notFound.title : 'Could not load this session'}
        </h1>
        {missing ? (
          <p className="mt-2 text-stone-700">{notFound.message}</p>
        ) : (
          <ErrorNotice
            className="mt-4 text-left"
            message={detail.error.message}
            onRetry={() => void detail.refetch()}
            retrying={detail.isRefetching}
          />
        )}
        <Link
          to="/sessions"
          className={buttonVariants({ variant: missing ? 'primary' : 'outline', className: 'mt-6' })}
        >
          Browse sessions
        </Link>
      </div>
    );
  }

  const session = detail.data;
  return (
    <SessionDetails
      session={session}
      actions={
        <SessionActions
          session={session}
          onRated={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.detail(id) })}
        />
      }
    />
  );
}
