// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathRoute } from '#client/features/browse/routes.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { jsonResponse, stubFetch } from '#client/testing/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/paths/:id', () => {
  it('asks for a path that does not exist once: the loader’s 404 is the page’s answer', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/paths/')
        ? jsonResponse({ error: { code: 'path_not_found', message: 'Path not found' } }, 404)
        : jsonResponse(null),
    );
    // The app's own cache policy, retries included.
    const queryClient = createQueryClient();
    const router = createMemoryRouter([{ path: '/paths/:id', ...pathRoute(queryClient) }], {
      initialEntries: ['/paths/does-not-exist'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
    // Whatever the page's mount would send (a refetch, a retry) has been sent and answered.
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/paths/'));
    expect(asked.map(([url]) => String(url))).toEqual(['/api/paths/does-not-exist']);
  });
});
