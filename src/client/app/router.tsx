import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '#client/app/layout/app-layout.tsx';
import { LandingPage, loadLandingMore } from '#client/app/pages/landing-page.tsx';
import { RouteError } from '#client/app/pages/route-error.tsx';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { loadAuthForms } from '#client/features/accounts/auth-forms-loader.ts';
import { AuthPage } from '#client/features/accounts/components/auth-page.tsx';
import { featuredSessionsQuery } from '#client/features/catalog/api/featured-sessions.ts';
import { sessionDetailQuery } from '#client/features/catalog/api/session-detail.ts';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';

// Every `import()` of a page's chunk stays in this file: the server's page hints name the same
// modules, and a test holds the two lists together by reading this file.

/** A browse page and its loader, loaded on demand in one chunk. */
const browse =
  (queryClient: QueryClient, route: 'sessionsRoute' | 'pathRoute' | 'advisorsRoute' | 'advisorRoute') =>
  async () =>
    (await import('#client/features/browse/routes.ts'))[route](queryClient);

/** A page of the pages area (legal, manifesto, contact, Wheel of Life), each loaded on demand in its own chunk. */
const pages =
  (route: 'termsRoute' | 'privacyRoute' | 'manifestRoute' | 'contactRoute' | 'wheelOfLifeRoute') =>
  async () =>
    (await import('#client/features/pages/routes.ts'))[route]();

/** The pitch deck generator's pages and their loaders, loaded on demand in one chunk. */
const pitch =
  (queryClient: QueryClient, route: 'decksRoute' | 'wizardRoute' | 'deckRoute' | 'viewerRoute') => async () =>
    (await import('#client/features/pitch/routes.ts'))[route](queryClient);

/** A billing page, loaded on demand (the three share one chunk). */
const billing = (route: 'subscriptionRoute' | 'subscriptionSuccessRoute' | 'salesRoute') => async () =>
  (await import('#client/features/billing/routes.ts'))[route]();

/** The two pages that are not lazy: the landing and the sign-in card. */
function entryRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      Component: LandingPage,
      // Start the featured request and the lower half's chunk alongside the auth session; the
      // page renders its own loading states, so neither is awaited.
      loader: () => {
        void queryClient.prefetchQuery(featuredSessionsQuery());
        void loadLandingMore();
        return null;
      },
    },
    {
      path: 'auth',
      Component: AuthPage,
      // The page is eager; its forms' chunk (react-hook-form, zod) is in place before it renders.
      loader: async () => {
        await loadAuthForms();
        return null;
      },
    },
  ];
}

/** The catalogue: sessions, a session, paths and advisors (`/coaches` is the advisors' old address). */
function catalogRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: 'sessions', lazy: browse(queryClient, 'sessionsRoute') },
    {
      path: 'sessions/:id',
      lazy: async () => ({
        Component: (await import('#client/app/pages/session-page.tsx')).SessionPage,
      }),
      loader: ({ params }) => {
        void queryClient.prefetchQuery(sessionDetailQuery(params.id ?? ''));
        return null;
      },
    },
    { path: 'paths/:id', lazy: browse(queryClient, 'pathRoute') },
    { path: 'advisors', lazy: browse(queryClient, 'advisorsRoute') },
    { path: 'advisors/:id', lazy: browse(queryClient, 'advisorRoute') },
    { path: 'coaches', lazy: browse(queryClient, 'advisorsRoute') },
    { path: 'coaches/:id', lazy: browse(queryClient, 'advisorRoute') },
  ];
}

/** What a listener keeps for themselves: downloads, the journal, the profile with its progress. */
function memberRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'downloads',
      lazy: async () => (await import('#client/features/offline/routes.ts')).downloadsRoute(),
    },
    {
      path: 'journal',
      lazy: async () => (await import('#client/features/journal/routes.ts')).journalRoute(queryClient),
    },
    {
      path: 'profile',
      lazy: async () => {
        const [{ profileRoute }, { ProgressPanel }] = await Promise.all([
          import('#client/features/accounts/profile-route.ts'),
          import('#client/features/progress/components/progress-panel.tsx'),
        ]);
        return profileRoute(queryClient, ProgressPanel);
      },
    },
  ];
}

/** The console's sections, each an address of its own (deep links, reloads). */
const ADMIN_SECTIONS = [
  'sessions',
  'sessions/:id',
  'featured',
  'paths',
  'users',
  'users/:id',
  'subscriptions',
  'audit',
  'advisors',
  'advisors/:id',
  'news',
  'news/:id',
  'library',
  'library/:id',
  'prompts',
  'contact',
];

/**
 * The route checks the caller's role before the console's own chunk is requested; the console
 * renders its sections itself, so each section's own element is deliberately nothing (`null`, not
 * left out, which React Router would warn of as a leaf route with no element).
 */
function adminRoute(queryClient: QueryClient): RouteObject {
  return {
    path: 'admin',
    lazy: async () => (await import('#client/features/admin/routes.ts')).adminRoute(queryClient),
    children: [{ index: true, element: null }, ...ADMIN_SECTIONS.map((path) => ({ path, element: null }))],
  };
}

/** The plan pages: subscribe, the checkout's return, and the sales page. */
function billingRoutes(): RouteObject[] {
  return [
    { path: 'subscription', lazy: billing('subscriptionRoute') },
    { path: 'subscription-success', lazy: billing('subscriptionSuccessRoute') },
    { path: 'sales', lazy: billing('salesRoute') },
  ];
}

/** The pages area: legal texts, contact, the manifesto and the Wheel of Life. */
function pagesRoutes(): RouteObject[] {
  return [
    { path: 'terms', lazy: pages('termsRoute') },
    { path: 'privacy', lazy: pages('privacyRoute') },
    { path: 'contact', lazy: pages('contactRoute') },
    { path: 'manifest', lazy: pages('manifestRoute') },
    { path: 'wheel-of-life', lazy: pages('wheelOfLifeRoute') },
  ];
}

/**
 * News and the library. Each list and the page of one item are separate chunks: a list's first
 * screen loads only its own code (decision 032).
 */
function readingRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'news',
      lazy: async () => (await import('#client/features/news/routes.ts')).newsRoute(queryClient),
    },
    {
      path: 'news/:id',
      lazy: async () => (await import('#client/features/news/post-route.ts')).postRoute(queryClient),
    },
    {
      path: 'library',
      lazy: async () => (await import('#client/features/library/routes.ts')).libraryRoute(queryClient),
    },
    {
      path: 'library/:id',
      lazy: async () =>
        (await import('#client/features/library/resource-route.ts')).resourceRoute(queryClient),
    },
  ];
}

/** The pitch deck generator inside the app (its shared viewer is outside, see `createRoutes`). */
function pitchRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: 'pitch', lazy: pitch(queryClient, 'decksRoute') },
    { path: 'pitch/new', lazy: pitch(queryClient, 'wizardRoute') },
    { path: 'pitch/:id', lazy: pitch(queryClient, 'deckRoute') },
  ];
}

/** The progress area's pages: the celebration reel and the hidden one. */
function progressRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'celebration',
      lazy: async () => (await import('#client/features/progress/routes.ts')).celebrationRoute(queryClient),
    },
    {
      path: 'secret',
      lazy: async () => (await import('#client/features/progress/routes.ts')).secretRoute(),
    },
  ];
}

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({
    Component: (await import('#client/app/pages/not-found-page.tsx')).NotFoundPage,
  }),
};

/** Every page shown inside the app's layout (header, tab bar, player dock, footer). */
function layoutPages(queryClient: QueryClient): RouteObject[] {
  return [
    ...entryRoutes(queryClient),
    ...catalogRoutes(queryClient),
    ...memberRoutes(queryClient),
    adminRoute(queryClient),
    ...billingRoutes(),
    ...pagesRoutes(),
    ...readingRoutes(queryClient),
    ...pitchRoutes(queryClient),
    ...progressRoutes(queryClient),
    notFoundRoute,
  ];
}

/** The product's route table. Everything except landing and auth is lazy-loaded. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenSpinner,
      // The whole app waits for the auth session (behind a full-screen spinner); a failed lookup means signed out.
      loader: async () => {
        await queryClient.ensureQueryData(authSessionQuery()).catch(() => null);
        return null;
      },
      // Errors inside a page render within the layout, keeping navigation available.
      children: [{ ErrorBoundary: RouteError, children: layoutPages(queryClient) }],
    },
    {
      // A shared deck opens on its own, without the app's header, tab bar or sign-in: the person
      // who got the link came for the deck.
      path: 'd/:id',
      lazy: pitch(queryClient, 'viewerRoute'),
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenSpinner,
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
