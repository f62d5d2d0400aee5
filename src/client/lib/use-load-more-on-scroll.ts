import { useEffect, useRef } from 'react';

/** Starts loading the next page while the end of the list is still this far below the screen. */
const PREFETCH_MARGIN = '600px';

/**
 * Infinite scroll: the returned ref marks the end of a list, and the next page is fetched as that end
 * comes near the screen, so the reader rarely waits at the bottom.
 */
export function useLoadMoreOnScroll({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
