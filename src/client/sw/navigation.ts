import { matchAppRoute } from '#shared/app-routes.ts';

/**
 * Who answers a navigation once the service worker controls the tab:
 * - `shell`: a page of the app, opened from the precached index.html (so it opens offline too);
 * - `network-then-shell`: `/`, whose document the server chooses by the session cookie (the
 *   prerendered landing for visitors, the shell for members), with the shell when it cannot answer;
 * - `network`: anything else (the local checkout and portal, the feed, the sitemap, the API
 *   reference, probes, the dev outbox, whatever server page comes next), so the server answers it.
 */
export type NavigationAnswer = 'shell' | 'network-then-shell' | 'network';

/** A last segment with a dot names a file (feed.xml, card.png): no id or slug of the app has one. */
const FILE_NAME = /\.[^/]*$/;

export function navigationAnswer(pathname: string): NavigationAnswer {
  if (pathname === '/') return 'network-then-shell';
  if (FILE_NAME.test(pathname)) return 'network';
  return matchAppRoute(pathname) !== null ? 'shell' : 'network';
}
