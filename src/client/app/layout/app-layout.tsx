import { useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '#client/app/layout/site-footer.tsx';
import { LoadedPlayer, loadPlayer, usePlayerLoaded } from '#client/app/layout/player-slot.ts';
import { replacePrerenderedLanding } from '#client/app/prerender/prerendered-landing.ts';
import { SiteHeader } from '#client/app/layout/site-header.tsx';
import { TabBar } from '#client/app/layout/tab-bar.tsx';
import { useRouteChangeEffects } from '#client/app/layout/use-route-change-effects.ts';
import { TimeZoneSync } from '#client/features/accounts/components/time-zone-sync.tsx';
import { PaymentFailedBanner } from '#client/features/billing/components/payment-failed-banner.tsx';
import { PlanSync } from '#client/features/billing/components/plan-sync.tsx';
import { PremiumSheetHost } from '#client/features/billing/components/premium-sheet-host.tsx';
import { ProgressSync } from '#client/features/listening/components/progress-sync.tsx';
import { SessionCompleteDialog } from '#client/features/listening/components/session-complete-dialog.tsx';
import { DownloadsSync } from '#client/features/offline/components/downloads-sync.tsx';
import { OfflineBanner } from '#client/features/offline/components/offline-banner.tsx';
import { afterFirstScreen, firstScreenRendered } from '#client/lib/first-screen.ts';
import { usePlayer } from '#client/entities/player/player-store.ts';
import { cn } from '#client/lib/utils.ts';

/**
 * The player's code arrives with the page when the page offers Listen (see player-slot.ts); on any
 * other page it is fetched once the first page has been painted and the browser is idle (not on
 * `load`, which comes before a page that fetches its content has shown it), and at once when a
 * session opens before then.
 */
function usePlayerCode(playerOpen: boolean): void {
  const loaded = usePlayerLoaded();
  useEffect(() => {
    if (loaded) return;
    if (playerOpen) void loadPlayer();
    else afterFirstScreen(() => void loadPlayer());
  }, [playerOpen, loaded]);
}

/** Header, page, footer, and the fixed player and tab bar (tab bar below 768 px only). */
export function AppLayout() {
  useRouteChangeEffects();
  // Before the first paint of the app's first page: it takes the prerendered landing's place (033).
  useLayoutEffect(replacePrerenderedLanding, []);
  // The layout mounts with the first page (the router renders once its loaders are done).
  useEffect(firstScreenRendered, []);
  const playerOpen = usePlayer((state) => state.track !== null);
  usePlayerCode(playerOpen);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-amber-400 px-4 py-2 font-semibold text-indigo-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <PaymentFailedBanner />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Room at the end of the page so the fixed bars never cover the footer; the player dock
          publishes its own height, which changes with video, cards and the phone's two rows. */}
      <div
        aria-hidden="true"
        className={cn(
          'h-[calc(4rem+env(safe-area-inset-bottom))] bg-indigo-950 md:h-0',
          playerOpen &&
            'h-[calc(4rem+var(--player-dock-height,9rem)+env(safe-area-inset-bottom))] md:h-[calc(var(--player-dock-height,6rem)+1rem)]',
        )}
      />
      {playerOpen && <LoadedPlayer />}
      <ProgressSync />
      <SessionCompleteDialog />
      <PremiumSheetHost />
      <PlanSync />
      <TimeZoneSync />
      <DownloadsSync />
      <TabBar className="md:hidden" />
    </div>
  );
}
