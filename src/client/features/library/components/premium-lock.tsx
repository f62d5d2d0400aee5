import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { signUpHref } from '#client/lib/auth-links.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';

/** In place of a premium resource's text for everyone without a subscription. */
export function PremiumLock({ kind, signedIn, here }: { kind: string; signedIn: boolean; here: string }) {
  return (
    <section
      aria-labelledby="premium-lock-title"
      className="rounded-3xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-6 sm:p-8"
    >
      <Lock aria-hidden="true" className="size-6 text-amber-700" />
      <h2 id="premium-lock-title" className="mt-3 text-xl font-bold text-indigo-950">
        This {kind} is part of Premium
      </h2>
      <p className="mt-2 max-w-xl text-stone-700">
        Premium opens every guide, template and prompt in the library, and every session, path and advisor,
        for {PREMIUM_PLAN.priceLabel} {PREMIUM_PLAN.intervalLabel}. {PREMIUM_PLAN.cancelNote}.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/subscription" className={buttonVariants({ variant: 'primary' })}>
          Subscribe Now
        </Link>
        {signedIn ? null : (
          <Link to={signUpHref(here)} className={buttonVariants({ variant: 'outline' })}>
            Create Free Account
          </Link>
        )}
      </div>
    </section>
  );
}
