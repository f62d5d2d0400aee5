import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FeaturedSessions } from '#client/features/catalog/components/featured-sessions.tsx';
import { TodayPick } from '#client/features/catalog/components/today-pick.tsx';
import {
  FEATURED_HEADING_ID,
  FEATURED_SECTION_ID,
  FeaturedBlock,
} from '#client/features/pages/components/landing/featured-block.tsx';
import { GetStartedBanner } from '#client/features/pages/components/landing/get-started-banner.tsx';
import { Hero } from '#client/features/pages/components/landing/hero.tsx';
import { LifestyleSection } from '#client/features/pages/components/landing/lifestyle-section.tsx';
import { signUpHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';

/** The landing route's loader starts fetching this chunk alongside the auth session. */
export const loadLandingMore = () => import('#client/app/pages/landing-more.tsx');

// Everything after the featured block is off-screen on first paint, so it is split off to keep the
// landing route's initial JavaScript and its first render small.
const LandingMore = lazy(() => loadLandingMore().then((module) => ({ default: module.LandingMore })));
// 'I have N minutes' loads on its own too: it is below the fold and fetches only when used.
const MinutesPicker = lazy(() =>
  import('#client/components/session/minutes-picker.tsx').then((module) => ({
    default: module.MinutesPicker,
  })),
);
// The signed-in home's 'Today' (continue, today's impulse, streak, paths): signed-in only, its own chunk.
const TodayBlock = lazy(() =>
  import('#client/app/pages/today/today-block.tsx').then((module) => ({ default: module.TodayBlock })),
);
// Only signed-in users who have not been through onboarding see it: a chunk of its own.
const OnboardingPanel = lazy(() =>
  import('#client/features/progress/components/onboarding-panel.tsx').then((module) => ({
    default: module.OnboardingPanel,
  })),
);

/** The landing page: the marketing blocks around the catalogue's featured grid. */
export function LandingPage() {
  const { isSignedIn } = useAuthSession();
  const { pathname } = useLocation();
  const signUp = signUpHref(pathname);

  const showSamples = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(FEATURED_SECTION_ID)
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    // Move keyboard and screen-reader focus along with the scroll.
    document.getElementById(FEATURED_HEADING_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      {isSignedIn && (
        <>
          {/* The same height as the block's own loading state, so nothing moves when it arrives. */}
          <Suspense fallback={<div className="min-h-[10rem]" />}>
            <TodayBlock />
          </Suspense>
          <Suspense fallback={null}>
            <OnboardingPanel />
          </Suspense>
        </>
      )}
      {/* A visitor's first screen has a session to play; a member's has Today's block above. */}
      <Hero isSignedIn={isSignedIn} signUpHref={signUp} onTrySamples={showSamples}>
        {!isSignedIn && <TodayPick />}
      </Hero>
      {!isSignedIn && <GetStartedBanner signUpHref={signUp} />}
      <LifestyleSection />
      <FeaturedBlock isSignedIn={isSignedIn} signUpHref={signUp}>
        <FeaturedSessions />
      </FeaturedBlock>
      <Suspense fallback={null}>
        <div className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
          <MinutesPicker />
        </div>
      </Suspense>
      <Suspense fallback={<div className="min-h-[150vh]" />}>
        <LandingMore isSignedIn={isSignedIn} signUpHref={signUp} />
      </Suspense>
    </>
  );
}
