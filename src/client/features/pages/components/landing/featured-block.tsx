import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { SectionHeading } from '#client/features/pages/components/landing/section-heading.tsx';

export const FEATURED_SECTION_ID = 'featured-sessions';
export const FEATURED_HEADING_ID = 'featured-title';

interface FeaturedBlockProps {
  isSignedIn: boolean;
  signUpHref: string;
  /** The featured grid, which belongs to the catalogue feature. */
  children: ReactNode;
}

const moreLink =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/** Visitors see the intro and a sign-up prompt; signed-in users see just 'Featured Sessions'. */
export function FeaturedBlock({ isSignedIn, signUpHref, children }: FeaturedBlockProps) {
  return (
    <section
      id={FEATURED_SECTION_ID}
      aria-labelledby={FEATURED_HEADING_ID}
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-16 sm:px-6 md:py-20"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id={FEATURED_HEADING_ID}
          eyebrow={isSignedIn ? undefined : 'Featured sessions'}
          title={isSignedIn ? 'Featured Sessions' : 'Your Startup Advisor in Your Pocket'}
          lead={isSignedIn ? undefined : 'Create an account to access all sessions'}
        />
        <div className="flex shrink-0 gap-5 whitespace-nowrap">
          <Link to="/coaches" className={moreLink}>
            View all coaches
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/sessions?view=paths" className={moreLink}>
            View all paths
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>

      <div className="mt-8">{children}</div>

      {!isSignedIn && (
        <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-r from-indigo-900 to-teal-800 p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <div className="flex-1">
            <h3 className="text-xl font-semibold">Like what you hear?</h3>
            <p className="mt-1 text-indigo-100">
              Sign up free to unlock the full catalogue of sessions, track your progress and keep your
              favourites.
            </p>
          </div>
          <Link to={signUpHref} className={buttonVariants({ variant: 'warm', className: 'shrink-0' })}>
            Sign Up Free
          </Link>
        </div>
      )}
    </section>
  );
}
