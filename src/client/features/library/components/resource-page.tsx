import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock, Route as PathIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailError, DetailLoading } from '#client/components/detail-page-states.tsx';
import { PROSE } from '#client/components/prose.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { resourceQuery } from '#client/features/library/api/library-queries.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cn } from '#client/lib/utils.ts';
import type { ResourceDetail } from '#shared/schemas/library.ts';
import { CopyButton } from './copy-button.tsx';
import { PremiumLock } from './premium-lock.tsx';
import { ResourceActions } from './resource-actions.tsx';
import { ResourceBadges, resourceFacts } from './resource-badges.tsx';

const KIND_NOUN = { guide: 'guide', template: 'template', prompt: 'AI prompt' } as const;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** /library/:slug: one resource, its text or file, and the sessions and paths that go with it. */
export function ResourcePage() {
  const slug = useParams().id ?? '';
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const { data, error, isPending, refetch, isRefetching } = useQuery(resourceQuery(slug, userId));

  if (isPending) return <DetailLoading label="Loading resource..." />;
  if (error) {
    return (
      <DetailError
        error={error}
        notFound={{
          heading: 'Resource not found',
          text: 'This resource is not in the library, or its address has changed.',
          back: { to: '/library', label: 'Browse the library' },
        }}
        pageTitle="Library"
        errorMessage="Error loading this resource"
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return <Resource resource={data} userId={userId} />;
}

function Resource({ resource, userId }: { resource: ResourceDetail; userId: string | null }) {
  const here = `/library/${resource.slug}`;
  return (
    <article className="mx-auto max-w-6xl px-4 pb-20 pt-6 sm:px-6 md:pt-10">
      <title>{`${resource.title} · Founder Flow`}</title>
      <meta name="description" content={resource.summary} />
      <Link
        to="/library"
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Library
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ResourceBadges resource={resource} />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
            {resource.title}
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-700">{resource.summary}</p>
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {resourceFacts(resource)}
            </span>
            <span>
              Published <time dateTime={resource.publishedAt}>{formatDate(resource.publishedAt)}</time>
            </span>
          </p>
          <div className="mt-6">
            <ResourceActions resource={resource} userId={userId} />
          </div>

          <div className="mt-8">
            {resource.locked ? (
              <PremiumLock kind={KIND_NOUN[resource.kind]} signedIn={userId !== null} here={here} />
            ) : (
              <>
                {resource.prompt ? <PromptBox prompt={resource.prompt} /> : null}
                {resource.bodyHtml ? (
                  // Rendered from Markdown and sanitised on the server (an allowlist of tags, no script).
                  <div
                    className={cn(PROSE, 'mt-2')}
                    dangerouslySetInnerHTML={{ __html: resource.bodyHtml }}
                  />
                ) : null}
              </>
            )}
          </div>
        </div>
        <Related resource={resource} />
      </div>
    </article>
  );
}

/** A prompt resource's text, to read, select or copy in one go. */
function PromptBox({ prompt }: { prompt: string }) {
  return (
    <section
      aria-labelledby="prompt-title"
      className="rounded-3xl border border-indigo-100 bg-indigo-50/60 p-5 sm:p-6"
    >
      <h2 id="prompt-title" className="text-lg font-bold text-indigo-950">
        The prompt
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Fill in the brackets, then paste it into the AI assistant you use.
      </p>
      <pre
        tabIndex={0}
        aria-label="Prompt text"
        className={cn(
          'mt-4 max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-2xl border border-indigo-100 bg-white p-4 font-mono text-sm leading-relaxed text-indigo-950',
          focusRing,
        )}
      >
        {prompt}
      </pre>
      <div className="mt-4">
        <CopyButton text={prompt} />
      </div>
    </section>
  );
}

function Related({ resource }: { resource: ResourceDetail }) {
  if (!resource.relatedSessions.length && !resource.relatedPaths.length) return null;
  const link = cn(
    'block rounded-2xl border border-stone-200/80 bg-white p-4 hover:border-teal-300',
    focusRing,
  );
  return (
    <aside aria-label="Related sessions and paths" className="space-y-8 lg:pt-2">
      {resource.relatedSessions.length ? (
        <section aria-labelledby="related-sessions">
          <h2 id="related-sessions" className="text-lg font-bold text-indigo-950">
            Related sessions
          </h2>
          <ul className="mt-3 space-y-3">
            {resource.relatedSessions.map((session) => (
              <li key={session.id}>
                <Link to={`/sessions/${session.id}`} className={link}>
                  <span className="block font-semibold text-indigo-950">{session.title}</span>
                  <span className="mt-0.5 block text-sm text-stone-600">
                    {[
                      session.coachName,
                      `${session.durationMinutes} min`,
                      session.isPremium ? 'Premium' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {resource.relatedPaths.length ? (
        <section aria-labelledby="related-paths">
          <h2 id="related-paths" className="text-lg font-bold text-indigo-950">
            Coaching paths
          </h2>
          <ul className="mt-3 space-y-3">
            {resource.relatedPaths.map((path) => (
              <li key={path.id}>
                <Link to={`/paths/${path.id}`} className={link}>
                  <span className="flex items-center gap-2 font-semibold text-indigo-950">
                    <PathIcon aria-hidden="true" className="size-4 text-teal-700" />
                    {path.title}
                  </span>
                  <span className="mt-1 line-clamp-2 block text-sm text-stone-600">{path.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
