import { useQuery } from '@tanstack/react-query';
import { UserRoundSearch } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { advisorsQuery } from '#client/features/browse/api/browse-queries.ts';
import { AdvisorAvatar } from './advisor-avatar.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { SearchBox } from '#client/components/search-box.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cardVariants } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import type { AdvisorSummary } from '#shared/schemas/catalog.ts';

/** /advisors and /coaches: every advisor, searchable by name and expertise (`?q=` in the address). */
export function AdvisorsPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/coaches') ? '/coaches' : '/advisors';
  const q = params.get('q')?.trim() ?? '';
  const { data: advisors, error, isPending, refetch, isRefetching } = useQuery(advisorsQuery(q));
  const search = useCallback(
    (text: string) => setParams(text ? { q: text } : {}, { preventScrollReset: true }),
    [setParams],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <title>Expert advisors · Founder Flow</title>
      <h1 className="text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">Expert advisors</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        The founders, coaches and operators behind every session. Find someone who has been where you are.
      </p>
      <div className="mt-6 max-w-xl">
        <SearchBox
          value={q}
          onSearch={search}
          label="Search advisors"
          placeholder="Search by name or expertise"
        />
      </div>

      <div className="mt-8">
        {isPending ? (
          <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
            <Spinner size="sm" label="Loading" />
            Loading advisors...
          </p>
        ) : error ? (
          <ErrorNotice
            message={`Error loading advisors: ${error.message}`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : advisors.length === 0 ? (
          <NoAdvisors q={q} onClear={() => search('')} />
        ) : (
          <AdvisorList advisors={advisors} base={base} />
        )}
      </div>
    </div>
  );
}

function NoAdvisors({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <div className={cardVariants({ variant: 'dashed' })}>
      <UserRoundSearch aria-hidden="true" className="mx-auto size-8 text-indigo-300" />
      <p className="mt-3 font-semibold text-indigo-950">No advisors match “{q}”</p>
      <p className="mt-1 text-sm text-stone-600">Try a name, or an area such as fundraising or sleep.</p>
      <Button variant="outline" className="mt-5" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}

/** The advisors found, counted for screen readers as the search changes. */
function AdvisorList({ advisors, base }: { advisors: AdvisorSummary[]; base: string }) {
  return (
    <>
      <p className="mb-4 text-sm text-stone-600" aria-live="polite">
        {advisors.length === 1 ? '1 advisor' : `${advisors.length} advisors`}
      </p>
      <ul aria-label="Advisors" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {advisors.map((advisor) => (
          <li key={advisor.id}>
            <AdvisorCard advisor={advisor} base={base} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One advisor, linking to their page under the address the list was opened at. */
function AdvisorCard({ advisor, base }: { advisor: AdvisorSummary; base: string }) {
  return (
    <Link
      to={`${base}/${advisor.slug}`}
      className={cn(
        'flex h-full gap-4 rounded-3xl border border-stone-200/80 bg-white p-5 shadow-[0_1px_2px_rgb(30_27_75/0.04)] transition-shadow hover:shadow-[0_1px_2px_rgb(30_27_75/0.06),0_16px_32px_-12px_rgb(30_27_75/0.2)]',
        focusRing,
      )}
    >
      <AdvisorAvatar name={advisor.name} url={advisor.avatarUrl} className="size-16 shrink-0 text-lg" />
      <div className="min-w-0">
        <h2 className="font-semibold text-indigo-950">{advisor.name}</h2>
        <p className="mt-0.5 text-sm text-stone-600">{advisor.title}</p>
        <ul aria-label="Expertise" className="mt-3 flex flex-wrap gap-1.5">
          {advisor.expertise.map((area) => (
            <li
              key={area}
              className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800"
            >
              {area}
            </li>
          ))}
        </ul>
      </div>
    </Link>
  );
}
