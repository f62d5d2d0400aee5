import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '#client/app/device-data.ts';
import { Providers } from '#client/app/providers.tsx';
import { createRouter } from '#client/app/router.tsx';
import { afterFirstScreen } from '#client/lib/first-screen.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import '#client/styles.css';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so React renders the first page in short slices rather than one long task: on the
// prerendered landing (decision 033) the page is already on screen and being read while it does.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

// The service worker registers once the first page has been painted, so neither it nor the precache
// it fetches competes with that page (docs/decisions/024-offline-and-player.md, 032).
afterFirstScreen(
  () => void import('#client/sw/register.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
);
