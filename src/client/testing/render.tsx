import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';

/** The app's real cache policy, minus retries, so error states show without waiting for back-off. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Renders `element` at `url` inside a memory router and a query client. */
export function renderAt(
  element: ReactNode,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` (the network edge) for one test; undo with `vi.unstubAllGlobals()`. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeSession(overrides: Partial<SessionCard> = {}): SessionCard {
  return {
    id: 'session-1',
    title: 'Breathe Before the Pitch',
    coachName: 'Kenji Watanabe-Hale',
    durationMinutes: 5,
    type: 'audio',
    category: 'impulse',
    rating: 4.7,
    ratingCount: 12,
    totalParticipants: 1280,
    description: 'A short routine to steady your voice before investors.',
    isPremium: false,
    paths: [],
    ...overrides,
  };
}
