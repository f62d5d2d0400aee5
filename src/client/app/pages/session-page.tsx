import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { sessionKeys } from '#client/features/catalog/api/session-keys.ts';
import { sessionDetailQuery } from '#client/features/catalog/api/session-detail.ts';
import { SessionDetails } from '#client/features/catalog/components/session-details.tsx';
import { SessionActions } from '#client/features/listening/components/session-actions.tsx';
import { ApiError } from '#client/lib/api-client.ts';

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
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
        <title>{missing ? 'Session not found · Founder Flow' : 'Session unavailable · Founder Flow'}</title>
        <SearchX aria-hidden="true" className="size-10 text-indigo-900" />
        <h1 className="mt-4 text-2xl font-bold text-indigo-950">
          {missing ? 'Session not found' : 'Could not load this session'}
        </h1>
        <p className="mt-2 text-stone-700">
          {missing ? 'The requested session could not be found.' : detail.error.message}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {!missing && (
            <button type="button" className={buttonVariants()} onClick={() => void detail.refetch()}>
              Try again
            </button>
          )}
          <Link to="/sessions" className={buttonVariants({ variant: missing ? 'primary' : 'outline' })}>
            Browse sessions
          </Link>
        </div>
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
