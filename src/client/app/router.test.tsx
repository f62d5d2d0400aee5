// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '#client/app/pages/route-error.tsx';
import { createRoutes } from '#client/app/router.tsx';
import { createTestQueryClient, jsonResponse, makeSession, stubFetch } from '#client/testing/render.tsx';
import { APP_ROUTES } from '#shared/app-routes.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';

// Routes load their code on demand; the first load of a chunk (transformed on the fly, on a busy
// machine) can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

const SIGNED_IN = {
  session: { id: 'sess', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Ada Founder', email: 'ada@example.com', emailVerified: true, image: null },
};

function serve({
  session = null,
  featured = [makeSession()],
}: { session?: unknown; featured?: SessionCard[] } = {}) {
  return stubFetch((url) => {
    if (url === '/api/auth/get-session') return jsonResponse(session);
    if (url.startsWith('/api/sessions?featured=true')) return jsonResponse({ items: featured });
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

function renderApp(url: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('landing page', () => {
  it('shows visitors every block with its sign-up actions', async () => {
    serve();
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Feel Lighter. Dream Bigger. Lead with Joy.',
    );
    const start = screen.getByRole('link', { name: 'Start Your Journey Free' });
    expect(start.getAttribute('href')).toBe('/auth?tab=signup&redirect=/');
    expect(screen.getByRole('button', { name: 'Try Sample Sessions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Browse All Sessions' })).toBeNull();
    for (const chip of [
      'Audio Sessions',
      'Expert Advisors',
      'Voice Journaling',
      'Pitch Deck Generator',
      'AI Resources',
    ]) {
      expect(screen.getByText(chip)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Transform Your Daily Chores Into Growth Time' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Startup Advisor in Your Pocket' })).toBeTruthy();
    expect(screen.getByText('Create an account to access all sessions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View all coaches/ }).getAttribute('href')).toBe('/coaches');
    expect(screen.getByRole('link', { name: /View all paths/ }).getAttribute('href')).toBe(
      '/sessions?view=paths',
    );
    // The blocks below the featured grid arrive in their own chunk.
    expect(await screen.findByRole('heading', { name: 'Not Sure Where to Start?' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Founder Flow AI' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Startup Resources' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Try Pitch Generator/ }).getAttribute('href')).toBe('/pitch');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Your Path to Inner Peace & Success' })).toBeTruthy();
    for (const point of ['Stay Grounded', 'You Are Not Alone', 'Relationships & Family']) {
      expect(screen.getByRole('heading', { name: point })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Explore Your Journey/ })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Breathe Before the Pitch' })).toBeTruthy();
  });

  it('shows signed-in users Featured Sessions and Browse All Sessions, without sign-up prompts or the intro block', async () => {
    serve({ session: SIGNED_IN });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Featured Sessions' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your Path to Inner Peace & Success' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse All Sessions/ }).getAttribute('href')).toBe('/sessions');
    for (const hidden of [
      'Start Your Journey Free',
      'Get Started Free',
      'Sign Up Free',
      'Create Free Account',
    ]) {
      expect(screen.queryByRole('link', { name: hidden })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Try Sample Sessions' })).toBeNull();
    expect(screen.queryByText('Your Startup Advisor in Your Pocket')).toBeNull();
    expect(screen.queryByText('Create an account to access all sessions')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not Sure Where to Start?' })).toBeNull();
  });

  it('treats a failed session lookup as signed out', async () => {
    stubFetch((url) =>
      url === '/api/auth/get-session'
        ? jsonResponse({ error: { code: 'internal', message: 'Down' } }, 500)
        : jsonResponse({ items: [] }),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Your Journey Free' })).toBeTruthy();
  });
});

describe('route table', () => {
  it('renders the auth card eagerly, on the sign-up tab when asked', async () => {
    serve();
    renderApp('/auth?tab=signup&redirect=/');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Sign in to continue your coaching journey')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lazy-loads a page inside the layout', async () => {
    serve();
    renderApp('/pitch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Deck Generator' })).toBeTruthy();
    const tabBar = screen.getByRole('navigation', { name: 'Tab bar' });
    expect(within(tabBar).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeTruthy();
  });

  it('stops playing media and scrolls to the top on every route change', async () => {
    serve();
    const router = renderApp('/');
    await screen.findByRole('heading', { name: 'Transform Your Daily Chores Into Growth Time' });

    const audio = document.createElement('audio');
    Object.defineProperty(audio, 'paused', { value: false });
    const pause = vi.fn();
    audio.pause = pause;
    document.body.append(audio);
    const scrollTo = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate('/library'));
    expect(pause).toHaveBeenCalledOnce();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    audio.remove();
  });

  it('declares exactly the pages the server answers 200 for (shared/app-routes.ts)', () => {
    type Node = { path?: string; index?: boolean; children?: Node[] };
    const paths = (nodes: Node[], base: string): string[] =>
      nodes.flatMap((node) => {
        const here = node.index ? base || '/' : node.path ? `${base}/${node.path}` : base;
        const own = node.index || (node.path && node.path !== '*') ? [here] : [];
        return [...own, ...paths(node.children ?? [], node.path ? here : base)];
      });
    const declared = paths(createRoutes(createTestQueryClient()), '');
    expect([...new Set(declared)].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('shows the not-found page for unknown paths', async () => {
    serve();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('renders each admin section without React Router warning of a leaf route with no element', async () => {
    stubFetch((url) => {
      if (url === '/api/auth/get-session') return jsonResponse(SIGNED_IN);
      return jsonResponse({ error: { code: 'forbidden', message: 'Not allowed' } }, 403);
    });
    const warn = vi.spyOn(console, 'warn');
    const router = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    await act(() => router.navigate('/admin/sessions'));
    expect(router.state.location.pathname).toBe('/admin/sessions');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    const leafWarnings = warn.mock.calls.filter(([message]) => String(message).includes('leaf route'));
    expect(leafWarnings).toEqual([]);
  });
});

describe('route errors', () => {
  it.each([
    [
      'the status text of a failed response',
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
      'Service Unavailable',
    ],
    ['the message of an error', new Error('Catalogue exploded'), 'Catalogue exploded'],
  ])('shows the error fallback with %s', async (_, thrown, text) => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteError,
          HydrateFallback: () => null,
          loader: () => {
            // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router loaders throw Responses too
            throw thrown;
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});
