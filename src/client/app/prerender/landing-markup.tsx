import { QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppLayout } from '#client/app/layout/app-layout.tsx';
import { LandingPage } from '#client/app/pages/landing-page.tsx';
import { authSessionQuery } from '#client/entities/account/auth-session.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * The landing page as a visitor first sees it, rendered to HTML at build time (decision 033): the
 * layout and the page the app itself renders at `/`, signed out, with everything the page loads
 * lazily (the lower half, 'I have N minutes') in place and the featured grid in its loading state,
 * since its sessions come from the database when the page is opened.
 */
export async function renderLandingMarkup(): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authSessionQuery().queryKey, null);
  const handler = createStaticHandler([
    { id: 'root', Component: AppLayout, children: [{ index: true, Component: LandingPage }] },
  ]);
  const context = await handler.query(new Request('https://prerender.invalid/'));
  if (context instanceof Response)
    throw new Error(`the landing could not be prerendered (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
    // Each lazy part in place, not sent after the page with a script that moves it there.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The queries the render made hold garbage-collection timers (gcTime, up to ten minutes) that
  // would keep the build's process alive that long after the page is written.
  queryClient.clear();
  return html;
}
