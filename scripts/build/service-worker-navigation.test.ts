import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationAnswer } from '#client/sw/navigation.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { APP_ROUTES } from '#shared/app-routes.ts';

/** A path for a route pattern: every `:param` and `*` filled with a sample value. */
const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-id').replace(/\*/g, 'sample');

/** Server pages answered inside the SPA fallback rather than by a route of their own. */
const PAGES_BESIDE_ROUTES = ['/d/sample-token/card.png'];

describe('the service worker’s answer to a navigation', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Local payments and the dev outbox on, so their pages are among the routes.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves every page the server answers itself to the network', () => {
    // Read from the real app, so a server page added later is checked too. The SPA fallback is an
    // `ALL /*` middleware, not a GET route.
    const serverPaths = new Set(
      t.app.routes.filter((route) => route.method === 'GET').map((route) => sample(route.path)),
    );
    for (const expected of ['/billing/local/portal', '/news/feed.xml', '/api/docs', '/livez', '/dev/mail'])
      expect(serverPaths).toContain(expected);

    const answers = [...serverPaths, ...PAGES_BESIDE_ROUTES].map((path) => [path, navigationAnswer(path)]);
    expect(answers.filter(([, answer]) => answer !== 'network')).toEqual([]);
  });

  it('opens every page of the app from the shell, and asks the server first for /', () => {
    const answers = APP_ROUTES.map((route) => [route, navigationAnswer(sample(route))]);
    expect(answers.filter(([route, answer]) => route !== '/' && answer !== 'shell')).toEqual([]);
    expect(navigationAnswer('/')).toBe('network-then-shell');
    expect(navigationAnswer('/sessions/')).toBe('shell');
  });
});
