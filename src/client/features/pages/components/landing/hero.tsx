import { ArrowDown, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '#client/components/image-with-fallback.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { FEATURE_CHIPS } from '#client/features/pages/components/landing/landing-content.ts';
import { cn } from '#client/lib/utils.ts';

interface HeroProps {
  isSignedIn: boolean;
  signUpHref: string;
  onTrySamples: () => void;
  /** Shown under the calls to action, within a phone's first screen (a session to play at once). */
  children?: ReactNode;
}

export function Hero({ isSignedIn, signUpHref, onTrySamples, children }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-indigo-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(20_184_166/0.35),transparent_60%),radial-gradient(40rem_24rem_at_-10%_110%,rgb(251_191_36/0.18),transparent_60%)]"
      />
      <div
        className={cn(
          'mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 sm:px-6 md:pt-16 lg:grid-cols-[1.15fr_0.85fr]',
          // Visitors get the Get Started banner overlapping the hero's lower edge.
          isSignedIn ? 'pb-14 md:pb-20' : 'pb-20 md:pb-28',
        )}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-teal-200">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-teal-300" />
            Audio coaching for startup founders
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-bold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Feel Lighter. Dream Bigger. <span className="text-amber-300">Lead with Joy.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-indigo-100">
            Short daily impulses and deeper podcasts from founders and coaches who have been there, for the
            walk to the office, the gym and the washing-up.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isSignedIn ? (
              <Link to="/sessions" className={buttonVariants({ variant: 'warm', size: 'lg' })}>
                Browse All Sessions
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Link to={signUpHref} className={buttonVariants({ variant: 'warm', size: 'lg' })}>
                  Start Your Journey Free
                  <ArrowRight aria-hidden="true" />
                </Link>
                <Button variant="ghostLight" size="lg" onClick={onTrySamples}>
                  Try Sample Sessions
                  <ArrowDown aria-hidden="true" />
                </Button>
              </>
            )}
          </div>
          {children}

          <ul aria-label="What you get" className="mt-8 flex flex-wrap gap-2">
            {FEATURE_CHIPS.map(({ label, icon: Icon }) => (
              <li
                key={label}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-inset ring-white/15"
              >
                <Icon aria-hidden="true" className="size-4 text-teal-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <ImageWithFallback
          src="/images/hero.svg"
          alt="A founder with headphones walking towards a rising sun, sound waves around them"
          width={560}
          height={480}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
