import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DetailError, DetailLoading } from '#client/components/detail-page-states.tsx';
import { PROSE } from '#client/components/prose.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { newsPostQuery } from '#client/features/news/api/news-queries.ts';
import { cn } from '#client/lib/utils.ts';
import { formatNewsDate } from './news-date.ts';

/** /news/:slug: one post, its cover and its text (sanitised HTML from the server). */
export function PostPage() {
  const slug = useParams().id ?? '';
  const { data: post, error, isPending, refetch, isRefetching } = useQuery(newsPostQuery(slug));
  const back = (
    <Link
      to="/news"
      className={cn(
        'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All news
    </Link>
  );

  if (isPending) return <DetailLoading label="Loading post..." />;
  if (error) {
    return (
      <DetailError
        error={error}
        notFound={{
          heading: 'Post not found',
          text: 'There is no news post at this address.',
          back: { to: '/news', label: 'All news' },
        }}
        pageTitle="News"
        errorMessage="Error loading this post"
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <article className="mx-auto max-w-3xl px-4 pb-20 pt-6 sm:px-6 md:pt-10">
      <title>{`${post.title} · Founder Flow`}</title>
      <meta name="description" content={post.summary} />
      {back}
      <header className="mt-6">
        <p className="text-sm text-stone-600">
          <time dateTime={post.publishedAt}>{formatNewsDate(post.publishedAt)}</time> · {post.readMinutes} min
          read
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{post.summary}</p>
        <p className="mt-3 text-sm font-semibold text-indigo-900">By {post.author}</p>
      </header>
      {post.cover ? (
        <img
          src={post.cover.url}
          alt={post.cover.alt}
          width={post.cover.width}
          height={post.cover.height}
          fetchPriority="high"
          className="mt-8 aspect-[1200/630] w-full rounded-3xl object-cover"
        />
      ) : null}
      {/* Rendered from Markdown and sanitised on the server (an allowlist of tags, no script). */}
      <div className={cn(PROSE, 'mt-4')} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
    </article>
  );
}
