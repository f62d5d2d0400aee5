import { Bookmark } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { SearchBox } from '#client/components/search-box.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { signInHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import {
  hasLibraryFilters,
  libraryFiltersToParams,
  parseLibraryFilters,
  type LibraryFilters,
} from '#client/features/library/lib/library-filters.ts';
import {
  LIBRARY_SEARCH_MAX_LENGTH,
  RESOURCE_KIND_LABELS,
  RESOURCE_KINDS,
  RESOURCE_TOPIC_LABELS,
  RESOURCE_TOPICS,
} from '#shared/library.ts';
import { FilterChips } from './filter-chips.tsx';
import { ResourceResults } from './resource-results.tsx';

const DESCRIPTION =
  'Guides, downloadable templates and AI prompts for founders: fundraising, hiring, first sales, product, leadership and wellbeing.';

/**
 * /library: startup resources to browse by kind and topic, search, and (signed in) bookmark.
 * Everything lives in the address, so a link reproduces the view and the back button undoes a step.
 */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const filters = parseLibraryFilters(params);

  const search = useCallback(
    (q: string) =>
      setParams(
        libraryFiltersToParams({
          ...parseLibraryFilters(new URLSearchParams(window.location.search)),
          q: q || undefined,
        }),
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const linkTo: LinkTo = (patch) => `?${libraryFiltersToParams({ ...filters, ...patch }).toString()}`;
  const updating = navigation.state === 'loading' && navigation.location.pathname === '/library';

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <title>Startup resources · Founder Flow</title>
      <meta name="description" content={DESCRIPTION} />
      <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">Library</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
        Startup resources
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Practical guides, templates you can download and AI prompts for the work of building a company, each
        linked to the sessions that help with how it feels.
      </p>

      <div className="mt-6 space-y-4">
        <SearchBox
          value={filters.q ?? ''}
          onSearch={search}
          label="Search the library"
          placeholder="Search guides, templates and prompts"
          maxLength={LIBRARY_SEARCH_MAX_LENGTH}
        />
        <KindAndTopicChips filters={filters} linkTo={linkTo} />
      </div>

      <div className="mt-10 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold tracking-tight text-indigo-950">
          {filters.bookmarked
            ? 'Your bookmarks'
            : hasLibraryFilters(filters)
              ? 'Matching resources'
              : 'All resources'}
        </h2>
        <BookmarksLink signedIn={userId !== null} filters={filters} linkTo={linkTo} />
      </div>
      <div aria-busy={updating} className={updating ? 'mt-4 opacity-60 transition-opacity' : 'mt-4'}>
        {filters.bookmarked && !userId ? (
          <p className="rounded-2xl border border-indigo-100 bg-white px-5 py-4 text-stone-700">
            Sign in to see the resources you bookmarked.
          </p>
        ) : (
          <ResourceResults
            filters={filters}
            userId={userId}
            onClearFilters={() => setParams(new URLSearchParams(), { preventScrollReset: true })}
          />
        )}
      </div>
    </div>
  );
}

/** The address of this view with some filters changed. */
type LinkTo = (patch: Partial<LibraryFilters>) => string;

function KindAndTopicChips({ filters, linkTo }: { filters: LibraryFilters; linkTo: LinkTo }) {
  return (
    <>
      <FilterChips
        label="Kind"
        chips={[
          { label: 'Everything', search: linkTo({ kind: undefined }), active: !filters.kind },
          ...RESOURCE_KINDS.map((kind) => ({
            label: RESOURCE_KIND_LABELS[kind],
            search: linkTo({ kind }),
            active: filters.kind === kind,
          })),
        ]}
      />
      <FilterChips
        label="Topic"
        chips={[
          { label: 'All topics', search: linkTo({ topic: undefined }), active: !filters.topic },
          ...RESOURCE_TOPICS.map((topic) => ({
            label: RESOURCE_TOPIC_LABELS[topic],
            search: linkTo({ topic }),
            active: filters.topic === topic,
          })),
        ]}
      />
    </>
  );
}

/** Signed in, it switches between the bookmarks and everything; signed out, it offers to sign in. */
function BookmarksLink({
  signedIn,
  filters,
  linkTo,
}: {
  signedIn: boolean;
  filters: LibraryFilters;
  linkTo: LinkTo;
}) {
  if (!signedIn) {
    return (
      <Link to={signInHref('/library')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <Bookmark aria-hidden="true" />
        Sign in to bookmark
      </Link>
    );
  }
  return (
    <Link
      to={{ search: linkTo({ bookmarked: filters.bookmarked ? undefined : true }) }}
      preventScrollReset
      aria-current={filters.bookmarked ? 'true' : undefined}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Bookmark aria-hidden="true" fill={filters.bookmarked ? 'currentColor' : 'none'} />
      {filters.bookmarked ? 'Show all resources' : 'Your bookmarks'}
    </Link>
  );
}
