// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '#client/app/router.tsx';
import { createTestQueryClient, jsonResponse, stubFetch } from '#client/testing/render.tsx';
import { firstDataRequest } from '#shared/page-data.ts';
import { defined } from '#shared/testing/defined.ts';

// The server preloads a page's first request from its HTML (src/server/http/page-hints.ts); the
// browser hands that answer to the page only if the page asks for the very same URL, in the same
// credentials mode and without headers of its own. These hold the page's requests to it.

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function visit(address: string) {
  const fetchMock = stubFetch((url) => {
    if (url === '/api/auth/get-session') return jsonResponse(null);
    if (url.startsWith('/api/library/resources') || url.startsWith('/api/news'))
      return jsonResponse({ items: [], nextCursor: null });
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const dataRequests = () =>
    fetchMock.mock.calls.filter(([input]) => !String(input).startsWith('/api/auth/'));
  return { dataRequests };
}

describe('the first request of /library and /news', () => {
  it.each([
    ['/library', 'Startup resources'],
    ['/library?kind=template&topic=fundraising', 'Startup resources'],
    ['/library?q=%20cash%20flow%20&kind=nonsense', 'Startup resources'],
    ['/news', 'What’s new at Founder Flow'],
  ])(
    '%s asks for the URL the server preloads, with cookies and no headers of its own',
    async (address, h1) => {
      const { dataRequests } = visit(address);
      await screen.findByRole('heading', { level: 1, name: h1 });
      await waitFor(() => expect(dataRequests()).toHaveLength(1));
      const [input, init] = defined(dataRequests()[0], 'the data request');
      const url = new URL(address, 'http://localhost');
      expect(String(input)).toBe(firstDataRequest(url.pathname, url.searchParams));
      expect(init?.credentials).toBe('include');
      expect(new Headers(init?.headers).keys().next().done, 'no request headers').toBe(true);
    },
  );

  it('has nothing to preload for a visitor’s bookmarks, and the page asks for none', async () => {
    const { dataRequests } = visit('/library?saved=1');
    await screen.findByText('Sign in to see the resources you bookmarked.');
    expect(firstDataRequest('/library', new URLSearchParams('saved=1'))).toBeNull();
    expect(dataRequests()).toHaveLength(0);
  });
});
