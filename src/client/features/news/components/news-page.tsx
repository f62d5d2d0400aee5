import { useInfiniteQuery } from '@tanstack/react-query';
import { Newspaper, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { LoadMore } from '#client/components/load-more.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { newsListQuery } from '#client/features/news/api/news-queries.ts';
import { cn } from '#client/lib/utils.ts';
import type { NewsCard } from '#shared/schemas/news.ts';
import { formatNewsDate } from './news-date.ts';

/** /news: the team's posts, newest first, a page at a time, with the feed's address. */
export function NewsPage() {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage, refetch, isRefetching } =
    useInfiniteQuery(newsListQuery());

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <title>News · Founder Flow</title>
      <meta
        name="description"
        content="What is new in Founder Flow: releases, new sessions and paths, and notes from the team."
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">News</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
            What’s new at Founder Flow
          </h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            Releases, new sessions and paths, and notes from the team building Founder Flow.
          </p>
        </div>
        <a
          href="/news/feed.xml"
          className={cn(
            'inline-flex items-center gap-2 rounded-full text-sm font-semibold text-teal-800 hover:underline',
            focusRing,
          )}
        >
          <Rss aria-hidden="true" className="size-4" />
          Subscribe to the feed
        </a>
      </div>

      <div className="mt-10">
        {isPending ? (
          <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
            <Spinner size="sm" label="Loading" />
            Loading news...
          </p>
        ) : error && !data ? (
          <ErrorNotice
            message={`Error loading news: ${error.message}`}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : data.pages[0]?.items.length === 0 ? (
          <div className={cardVariants({ variant: 'dashed' })}>
            <Newspaper aria-hidden="true" className="mx-auto size-8 text-indigo-400" />
            <p className="mt-3 font-semibold text-indigo-950">No news yet</p>
            <p className="mt-1 text-sm text-stone-600">The first post is on its way.</p>
          </div>
        ) : (
          <>
            <ul aria-label="Posts" className="space-y-6">
              {data.pages
                .flatMap((page) => page.items)
                .map((post, index) => (
                  <li key={post.slug}>
                    <PostCard post={post} lead={index === 0} />
                  </li>
                ))}
            </ul>
            <LoadMore
              pages={{ isFetchingNextPage, error, hasNextPage, fetchNextPage }}
              texts={{
                loading: 'Loading older posts...',
                failed: 'Error loading older posts',
                more: 'Older posts',
                end: 'You’re all caught up.',
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}

function PostCard({ post, lead }: { post: NewsCard; lead: boolean }) {
  const titleId = `post-${post.slug}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative grid overflow-hidden rounded-3xl border border-stone-200/80 bg-white shadow-[0_1px_2px_rgb(30_27_75/0.04)] transition-shadow hover:shadow-md md:grid-cols-[18rem_minmax(0,1fr)]"
    >
      {post.cover ? (
        <img
          src={post.cover.url}
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          // The first cover is in view on arrival: fetched at once; the others when scrolled to.
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : 'auto'}
          decoding="async"
          className="aspect-[1200/630] h-full w-full object-cover md:aspect-auto"
        />
      ) : null}
      <div className="p-5 sm:p-6">
        <p className="text-sm text-stone-600">
          <time dateTime={post.publishedAt}>{formatNewsDate(post.publishedAt)}</time> · {post.author} ·{' '}
          {post.readMinutes} min read
        </p>
        <h2 id={titleId} className="mt-2 text-xl font-bold leading-snug text-indigo-950">
          <Link
            to={`/news/${post.slug}`}
            className={cn('rounded after:absolute after:inset-0 hover:underline', focusRing)}
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 leading-relaxed text-stone-700">{post.summary}</p>
      </div>
    </article>
  );
}
