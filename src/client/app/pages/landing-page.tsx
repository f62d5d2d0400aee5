import { useLocation } from 'react-router';
import { FeaturedSessions } from '#client/features/catalog/components/featured-sessions.tsx';
import { ClosingSection } from '#client/features/pages/components/landing/closing-section.tsx';
import {
  FEATURED_HEADING_ID,
  FEATURED_SECTION_ID,
  FeaturedBlock,
} from '#client/features/pages/components/landing/featured-block.tsx';
import { GetStartedBanner } from '#client/features/pages/components/landing/get-started-banner.tsx';
import { Hero } from '#client/features/pages/components/landing/hero.tsx';
import { LifestyleSection } from '#client/features/pages/components/landing/lifestyle-section.tsx';
import { PitchSection } from '#client/features/pages/components/landing/pitch-section.tsx';
import { StartHereSection } from '#client/features/pages/components/landing/start-here-section.tsx';
import { StatsStrip } from '#client/features/pages/components/landing/stats-strip.tsx';
import { Testimonials } from '#client/features/pages/components/landing/testimonials.tsx';
import { signUpHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/lib/auth-session.ts';

/** Spec §2 "Landing page": the marketing blocks around the catalogue's featured grid. */
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
      <Hero isSignedIn={isSignedIn} signUpHref={signUp} onTrySamples={showSamples} />
      {!isSignedIn && <GetStartedBanner signUpHref={signUp} />}
      <LifestyleSection />
      <FeaturedBlock isSignedIn={isSignedIn} signUpHref={signUp}>
        <FeaturedSessions />
      </FeaturedBlock>
      <StatsStrip />
      <StartHereSection isSignedIn={isSignedIn} signUpHref={signUp} />
      <PitchSection />
      <Testimonials />
      <ClosingSection />
    </>
  );
}
