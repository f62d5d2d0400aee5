import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';

const MINUTE = 60_000;

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s (profile). */
export const backoffDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * A 4xx is the server's answer, not a hiccup: asking again gives the same not-found or refusal, and
 * only keeps 'Loading…' up meanwhile. Network failures and 5xx are retried up to `times`.
 */
export const retryUnlessRefused = (times: number) => (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < times;

/**
 * The cache policy, in one place. Per-query entries are spread into that query's
 * `queryOptions`; everything else inherits `defaults`.
 */
export const cachePolicy = {
  defaults: {
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryUnlessRefused(1),
    refetchOnWindowFocus: false,
  },
  featuredSessions: { staleTime: 5 * MINUTE, refetchOnWindowFocus: false },
  profile: {
    staleTime: 1 * MINUTE,
    gcTime: 5 * MINUTE,
    retry: retryUnlessRefused(3),
    retryDelay: backoffDelay,
  },
  // Also checked again on return to the tab or window: checkout and the portal open in another one.
  subscription: { staleTime: 5 * MINUTE, refetchOnWindowFocus: 'always' },
  audioList: { staleTime: Infinity, gcTime: Infinity },
  // A failed session lookup means "signed out"; retrying would only keep the full-screen spinner up.
  authSession: { staleTime: 5 * MINUTE, retry: 0, retryOnMount: false },
  // Patched in place by every saved progress report; a refetch only on completion or a new visit.
  listeningHistory: { staleTime: 5 * MINUTE },
  // A play request issues a short-lived signed URL and records history: never reuse or repeat one.
  playback: { staleTime: Infinity, gcTime: 0, retry: 0, refetchOnReconnect: false },
  // What the server is configured with (its identity providers): fixed while it runs.
  serverSettings: { staleTime: Infinity },
  // The checkout's outcome, once the provider has answered it, does not change; the page polls
  // while it is still being processed.
  checkoutConfirmation: { staleTime: Infinity, retry: retryUnlessRefused(1) },
} as const;

/**
 * TanStack Query only listens for `visibilitychange`, which never fires when the checkout opened in
 * a separate window and the user clicks back into this one: the window's `focus` counts too. Only
 * queries that opt in (`refetchOnWindowFocus`) refetch.
 */
function watchFocusAndVisibility() {
  focusManager.setEventListener((setFocused) => {
    if (typeof window === 'undefined') return undefined;
    // Without an argument, TanStack Query reads `document.visibilityState` and notifies.
    const onChange = () => setFocused();
    window.addEventListener('visibilitychange', onChange);
    window.addEventListener('focus', onChange);
    return () => {
      window.removeEventListener('visibilitychange', onChange);
      window.removeEventListener('focus', onChange);
    };
  });
}

export function createQueryClient(): QueryClient {
  watchFocusAndVisibility();
  return new QueryClient({ defaultOptions: { queries: cachePolicy.defaults } });
}
