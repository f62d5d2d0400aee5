import { useCallback } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import {
  filtersToParams,
  forVisitor,
  hasActiveFilters,
  parseSessionFilters,
  type SessionFilters,
} from '#client/features/browse/lib/session-filters.ts';
import { MinutesPicker } from '#client/components/session/minutes-picker.tsx';
import { Discover } from './discover.tsx';
import { FilterBar, SORT } from './filter-bar.tsx';
import { FilterSelect } from './filter-select.tsx';
import { PathsView } from './paths-view.tsx';
import { SearchBox } from '#client/components/search-box.tsx';
import { SessionResults } from './session-results.tsx';

type View = 'sessions' | 'paths';

/**
 * /sessions: the catalogue with search, filters and sort, or (`?view=paths`) the coaching paths.
 * Everything lives in the address, so a link reproduces the view and the back button undoes a step.
 */
export function SessionsPage() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const view: View = params.get('view') === 'paths' ? 'paths' : 'sessions';
  const parsed = parseSessionFilters(params);
  const filters = userId ? parsed : forVisitor(parsed);

  // Changes merge into the address as it is at the moment of the change, not as it was at the last
  // render: while the new results load, React keeps showing the previous render, and a second
  // change built from that render's filters would silently drop the first one.
  const change = useCallback(
    (patch: Partial<SessionFilters>) =>
      setParams(
        filtersToParams({ ...parseSessionFilters(new URLSearchParams(window.location.search)), ...patch }),
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const search = useCallback((q: string) => change({ q: q || undefined }), [change]);
  const filtering = hasActiveFilters(filters);
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/sessions';

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <PageHeading view={view} />

      <Tabs
        value={view}
        onValueChange={(next) => setParams(next === 'paths' ? { view: 'paths' } : filtersToParams(filters))}
        className="mt-6"
      >
        <TabsList label="Browse" className="max-w-sm">
          <TabsTrigger value="sessions">All sessions</TabsTrigger>
          <TabsTrigger value="paths">Coaching paths</TabsTrigger>
        </TabsList>

        <TabsContent value="sessions" className="mt-6">
          <div className="space-y-4">
            <SearchBox
              value={filters.q ?? ''}
              onSearch={search}
              label="Search sessions"
              placeholder="Search by topic, advisor or path"
            />
            <FilterBar filters={filters} signedIn={userId !== null} onChange={change} />
          </div>

          {!filtering && (
            <div className="mt-10 space-y-10">
              <MinutesPicker />
              <Discover userId={userId} />
            </div>
          )}

          <div className="mt-10 flex items-end justify-between gap-4">
            <h2 className="text-xl font-bold tracking-tight text-indigo-950">
              {filtering ? 'Matching sessions' : 'All sessions'}
            </h2>
            <FilterSelect
              className="hidden w-48 md:flex"
              label="Sort by"
              value={filters.sort}
              options={SORT}
              onChange={(sort) => change({ sort: sort as SessionFilters['sort'] })}
            />
          </div>
          <div aria-busy={updating} className={updating ? 'mt-4 opacity-60 transition-opacity' : 'mt-4'}>
            <SessionResults
              filters={filters}
              userId={userId}
              onClearFilters={() =>
                setParams(filtersToParams({ sort: filters.sort }), { preventScrollReset: true })
              }
            />
          </div>
        </TabsContent>

        <TabsContent value="paths" className="mt-6">
          <PathsView userId={userId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PageHeading({ view }: { view: View }) {
  return (
    <>
      <title>{view === 'paths' ? 'Coaching paths · Founder Flow' : 'Sessions · Founder Flow'}</title>
      <h1 className="text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
        {view === 'paths' ? 'Coaching paths' : 'Sessions'}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        {view === 'paths'
          ? 'Guided sequences of sessions around one theme. Pick up where you left off.'
          : 'Short daily impulses and longer conversations with expert advisors.'}
      </p>
    </>
  );
}
