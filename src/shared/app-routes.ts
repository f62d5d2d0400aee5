/**
 * Every page of the app (spec §2), as the client router declares them. The server answers 404 for a
 * path that matches none, so crawlers and monitors see the truth; a test checks the router against
 * this list. `:id` matches one path segment (an id or a slug).
 */
export const APP_ROUTES = [
  '/',
  '/auth',
  '/sessions',
  '/sessions/:id',
  '/paths/:id',
  '/downloads',
  '/journal',
  '/profile',
  '/advisors',
  '/advisors/:id',
  '/coaches',
  '/coaches/:id',
  '/admin',
  '/admin/sessions',
  '/admin/sessions/:id',
  '/admin/featured',
  '/admin/paths',
  '/admin/users',
  '/admin/users/:id',
  '/admin/subscriptions',
  '/admin/audit',
  '/admin/advisors',
  '/admin/advisors/:id',
  '/admin/news',
  '/admin/news/:id',
  '/admin/library',
  '/admin/library/:id',
  '/admin/prompts',
  '/admin/contact',
  '/subscription',
  '/subscription-success',
  '/terms',
  '/privacy',
  '/contact',
  '/news',
  '/news/:id',
  '/manifest',
  '/pitch',
  '/pitch/new',
  '/pitch/:id',
  '/d/:id',
  '/sales',
  '/library',
  '/library/:id',
  '/wheel-of-life',
  '/secret',
  '/celebration',
] as const;

export type AppRoute = (typeof APP_ROUTES)[number];

/** The route a pathname belongs to, with its `:id`; null for a path that is no page of the app. */
export function matchAppRoute(pathname: string): { route: AppRoute; id?: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of APP_ROUTES) {
    if (!route.endsWith('/:id')) {
      if (route === path) return { route };
      continue;
    }
    const prefix = route.slice(0, -':id'.length);
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (!rest || rest.includes('/')) continue;
    try {
      return { route, id: decodeURIComponent(rest) };
    } catch {
      return null; // a malformed escape (%E0%A4%A) names no page
    }
  }
  return null;
}
