import { ClosingSection } from '#client/features/pages/components/landing/closing-section.tsx';
import { PitchSection } from '#client/features/pages/components/landing/pitch-section.tsx';
import { StartHereSection } from '#client/features/pages/components/landing/start-here-section.tsx';
import { StatsStrip } from '#client/features/pages/components/landing/stats-strip.tsx';
import { Testimonials } from '#client/features/pages/components/landing/testimonials.tsx';

/**
 * The landing page below the featured block, in spec order: stats, 'Not Sure Where to Start?' (visitors
 * only), pitch generator, testimonials, closing.
 */
export function LandingMore({ isSignedIn, signUpHref }: { isSignedIn: boolean; signUpHref: string }) {
  return (
    <>
      <StatsStrip />
      {!isSignedIn && <StartHereSection signUpHref={signUpHref} />}
      <PitchSection />
      <Testimonials />
      <ClosingSection />
    </>
  );
}
