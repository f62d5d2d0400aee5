/**
 * The first API request of the pages whose loader fetches their content before they render
 * (/library, /news), built here for both sides: the client sends exactly this query (through the
 * typed API client), and the server names the same URL in the page's HTML
 * (`<link rel="preload" as="fetch">`), so the browser starts it alongside the scripts and the
 * client's request takes that answer instead of asking again. A client test holds the two equal.
 */
import {
  LIBRARY_LIST_LIMIT,
  NEWS_LIST_LIMIT,
  parseLibraryFilters,
  type LibraryFilters,
} from '#shared/library.ts';

/** The query of `GET /api/library/resources` for a page of the library (in the order it is sent). */
export const libraryListParams = (filters: LibraryFilters, cursor: string | null) => ({
  q: filters.q,
  kind: filters.kind,
  topic: filters.topic,
  bookmarked: filters.bookmarked ? ('true' as const) : undefined,
  limit: String(LIBRARY_LIST_LIMIT),
  cursor: cursor ?? undefined,
});

/** The query of `GET /api/news` for a page of the news. */
export const newsListParams = (cursor: string | null) => ({
  limit: String(NEWS_LIST_LIMIT),
  cursor: cursor ?? undefined,
});

/** A query as the API client writes it: absent values left out, the others in their order. */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The API URL the page at `pathname` (with the address's query) requests first, or null when it
 * has none that is the same for every visitor. The library's bookmarks are left out: a visitor's
 * page makes no request there, and a preload the page does not use is wasted (and warned about).
 */
export function firstDataRequest(pathname: string, search: URLSearchParams): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/library') {
    const filters = parseLibraryFilters(search);
    if (filters.bookmarked) return null;
    return `/api/library/resources${queryString(libraryListParams(filters, null))}`;
  }
  if (path === '/news') return `/api/news${queryString(newsListParams(null))}`;
  return null;
}
