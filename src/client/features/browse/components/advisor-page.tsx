import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { advisorQuery } from '#client/features/browse/api/browse-queries.ts';
import { AdvisorAvatar } from './advisor-avatar.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { SessionRow } from './session-row.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { AdvisorDetail } from '#shared/schemas/catalog.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

/** /advisors/:id (and /coaches/:id): who the advisor is, what they know, and their sessions. */
export function AdvisorPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/coaches') ? '/coaches' : '/advisors';
  const { data: advisor, error, isPending, refetch, isRefetching } = useQuery(advisorQuery(id));

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 md:pt-10">
      <Link
        to={base}
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All advisors
      </Link>
      {isPending ? (
        <p role="status" className="mt-8 flex items-center gap-3 text-sm font-medium text-stone-600">
          <Spinner size="sm" label="Loading" />
          Loading advisor...
        </p>
      ) : error ? (
        <div className="mt-8">
          {error instanceof ApiError && error.status === 404 ? (
            <AdvisorNotFound base={base} />
          ) : (
            <ErrorNotice
              message={`Error loading advisor: ${error.message}`}
              onRetry={() => void refetch()}
              retrying={isRefetching}
            />
          )}
        </div>
      ) : (
        <>
          <title>{`${advisor.name} · Founder Flow`}</title>
          <AdvisorProfile advisor={advisor} base={base} />
          <AdvisorSessions advisor={advisor} />
        </>
      )}
    </div>
  );
}

function AdvisorNotFound({ base }: { base: string }) {
  return (
    <div className={cardVariants({ padding: 'none', className: 'p-8 text-center' })}>
      <title>Advisor not found · Founder Flow</title>
      <h1 className="text-2xl font-bold text-indigo-950">Advisor not found</h1>
      <p className="mt-2 text-stone-600">{API_ERRORS.advisor_not_found.message}</p>
      <Link to={base} className={buttonVariants({ className: 'mt-5' })}>
        See all advisors
      </Link>
    </div>
  );
}

/** Who the advisor is; each area of expertise searches the advisors for it. */
function AdvisorProfile({ advisor, base }: { advisor: AdvisorDetail; base: string }) {
  return (
    <header
      className={cardVariants({
        padding: 'none',
        className: 'mt-5 flex flex-col gap-5 p-6 sm:flex-row sm:p-8',
      })}
    >
      <AdvisorAvatar name={advisor.name} url={advisor.avatarUrl} className="size-24 shrink-0 text-2xl" />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-indigo-950">{advisor.name}</h1>
        <p className="mt-1 font-medium text-indigo-800">{advisor.title}</p>
        <ul aria-label="Expertise" className="mt-3 flex flex-wrap gap-2">
          {advisor.expertise.map((area) => (
            <li key={area}>
              <Link
                to={`${base}?q=${encodeURIComponent(area)}`}
                className={cn(
                  'inline-flex min-h-7 items-center rounded-full bg-teal-50 px-3 text-xs font-semibold text-teal-800 hover:bg-teal-100',
                  focusRing,
                )}
              >
                {area}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 leading-relaxed text-stone-700">{advisor.bio}</p>
      </div>
    </header>
  );
}

function AdvisorSessions({ advisor }: { advisor: AdvisorDetail }) {
  return (
    <>
      <h2 className="mt-10 text-xl font-bold tracking-tight text-indigo-950">
        Sessions with {advisor.name.split(' ')[0]}
      </h2>
      {advisor.sessions.length ? (
        <ul className="mt-4 space-y-3">
          {advisor.sessions.map((session) => (
            <li key={session.id}>
              <SessionRow session={session} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-stone-600">No sessions with this advisor yet.</p>
      )}
    </>
  );
}
