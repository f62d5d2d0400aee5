import { expect, test, type Page } from './fixtures.ts';
import { PHONE, signIn } from './support.ts';

/**
 * Every page of the app (src/shared/app-routes.ts) visited as a visitor, a free user and a subscriber: each shows its page
 * (a level-one heading), no placeholder text and no console error. One test per role walks the
 * routes at desktop size, then a short pass at phone size; axe runs in each area's own spec.
 */
const ROUTES = [
  '/',
  '/auth',
  '/sessions',
  '/sessions?view=paths',
  '/journal',
  '/profile',
  '/advisors',
  '/coaches',
  '/admin',
  '/subscription',
  '/subscription-success',
  '/terms',
  '/privacy',
  '/contact',
  '/news',
  '/news/introducing-the-library',
  '/manifest',
  '/pitch',
  '/sales',
  '/library',
  '/library/the-weekly-one-on-one',
  '/wheel-of-life',
  '/secret',
];

const PHONE_PASS = ['/library', '/news', '/profile'];

/**
 * /admin asks GET /api/admin/me before it loads the console, and a signed-in user who is no admin is
 * answered 403 by design (admin.spec.ts); Chromium logs every 4xx fetch as a console error. That one
 * answer is expected; any other console error fails the sweep.
 */
const EXPECTED = /\/admin: Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/;

/** Console errors and uncaught exceptions, with the route they happened on. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    const error = `${page.url()}: ${message.text()}`;
    if (message.type() === 'error' && !EXPECTED.test(error)) errors.push(error);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function sweep(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first(), route).toBeVisible();
    await expect(page.getByText('This page will hold'), route).toHaveCount(0);
  }
}

for (const role of ['visitor', 'free', 'subscriber'] as const) {
  test(`every route as ${role === 'visitor' ? 'a visitor' : `a ${role} user`}, desktop then phone`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchConsole(page);
    if (role !== 'visitor') await signIn(page, baseURL!, role);
    await sweep(page, ROUTES);
    await page.setViewportSize(PHONE.viewport);
    await sweep(page, PHONE_PASS);
    expect(errors).toEqual([]);
  });
}
