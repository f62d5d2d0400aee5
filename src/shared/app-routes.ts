/**
 * How the server looks up the one thing a page with an `:id` shows, to answer 200 with its cards or
 * 404 when there is no such thing: a catalogue session, path or advisor, a library resource, a news
 * post, or a shared deck (its link's token). `private` pages belong to a signed-in account (a deck of
 * one's own, an admin's record): the server cannot see whose, so any id answers 200, marked noindex,
 * and the page itself says when there is nothing. Pages without an `:id` have no lookup.
 */
export type PageLookup = 'session' | 'path' | 'advisor' | 'library' | 'news' | 'deck' | 'private';

/** The lookup argument `page()` takes: required for a path with an `:id`, refused for one without. */
type LookupOf<P extends string> = P extends `${string}/:id` ? [lookup: PageLookup] : [];

/** A page of the app; a path with an `:id` that does not say how it is looked up fails typecheck. */
export function page<const P extends string>(path: P, ...[lookup]: LookupOf<P>) {
  return { path, lookup: lookup ?? 'none' } as const;
}

/**
 * Every page of the app, as the client router declares them (a test holds the two together). The
 * server answers 404 for a path that matches none, so crawlers and monitors see the truth. `:id`
 * matches one path segment (an id, a slug or a token).
 */
export const APP_PAGES = [
  page('/'),
  page('/auth'),
  page('/sessions'),
  page('/sessions/:id', 'session'),
  page('/paths/:id', 'path'),
  page('/downloads'),
  page('/journal'),
  page('/profile'),
  page('/advisors'),
  page('/advisors/:id', 'advisor'),
  page('/coaches'),
  page('/coaches/:id', 'advisor'),
  page('/admin'),
  page('/admin/sessions'),
  page('/admin/sessions/:id', 'private'),
  page('/admin/featured'),
  page('/admin/paths'),
  page('/admin/users'),
  page('/admin/users/:id', 'private'),
  page('/admin/subscriptions'),
  page('/admin/audit'),
  page('/admin/advisors'),
  page('/admin/advisors/:id', 'private'),
  page('/admin/news'),
  page('/admin/news/:id', 'private'),
  page('/admin/library'),
  page('/admin/library/:id', 'private'),
  page('/admin/prompts'),
  page('/admin/contact'),
  page('/subscription'),
  page('/subscription-success'),
  page('/terms'),
  page('/privacy'),
  page('/contact'),
  page('/news'),
  page('/news/:id', 'news'),
  page('/manifest'),
  page('/pitch'),
  page('/pitch/new'),
  page('/pitch/:id', 'private'),
  page('/d/:id', 'deck'),
  page('/sales'),
  page('/library'),
  page('/library/:id', 'library'),
  page('/wheel-of-life'),
  page('/secret'),
  page('/celebration'),
];

export type AppRoute = (typeof APP_PAGES)[number]['path'];

/** The pages' patterns alone, e.g. '/sessions/:id'. */
export const APP_ROUTES: readonly AppRoute[] = APP_PAGES.map((p) => p.path);

export type AppRouteMatch = { route: AppRoute; lookup: PageLookup | 'none'; id?: string };

/**
 * The page a pathname belongs to, with its lookup and its `:id`; null for a path that is no page of
 * the app (`matchAppRoute(pathname) !== null` is the test for "a page of the app").
 */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { path: route, lookup } of APP_PAGES) {
    if (!route.endsWith('/:id')) {
      if (route === path) return { route, lookup };
      continue;
    }
    const prefix = route.slice(0, -':id'.length);
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (!rest || rest.includes('/')) continue;
    try {
      return { route, lookup, id: decodeURIComponent(rest) };
    } catch {
      return null; // a malformed escape (%E0%A4%A) names no page
    }
  }
  return null;
}
