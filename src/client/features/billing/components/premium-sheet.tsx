import { Crown, Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { signInHref, signUpHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { playerStore, type PlayerTrack } from '#client/entities/player/player-store.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { PremiumBenefits } from './premium-benefits.tsx';

/** A centred dialog on wide screens, a sheet from the bottom edge on phones. */
const sheetLayout =
  'max-md:inset-x-0 max-md:bottom-0 max-md:top-auto max-md:w-full max-md:max-w-none max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-b-none max-md:pb-[calc(1.5rem+env(safe-area-inset-bottom))]';

/**
 * The one answer to pressing play on a premium session one cannot play: the spec's words, what
 * Premium unlocks and its price, and the next step (Subscribe Now, or for a visitor a free account
 * first). No player opens behind it; whatever was playing keeps playing.
 */
export function PremiumSheet({ offer }: { offer: PlayerTrack | null }) {
  const { isSignedIn } = useAuthSession();
  const { pathname, search } = useLocation();
  const close = playerStore.closeOffer;
  const here = pathname + search;

  return (
    <Dialog
      open={offer !== null}
      onClose={close}
      title={API_ERRORS.premium_required.title}
      description={API_ERRORS.premium_required.message}
      className={sheetLayout}
    >
      {offer && (
        <>
          <p className="mt-4 flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-sm font-medium text-indigo-950 ring-1 ring-amber-200">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>
              “{offer.title}” is part of {PREMIUM_PLAN.name}.
            </span>
          </p>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-teal-800">
            What {PREMIUM_PLAN.name} unlocks
          </h3>
          <PremiumBenefits className="mt-1 text-sm text-stone-700" />
          <p className="mt-4 text-indigo-950">
            <span className="text-2xl font-extrabold">{PREMIUM_PLAN.priceLabel}</span>{' '}
            <span className="text-stone-600">{PREMIUM_PLAN.intervalLabel}</span>
            <span className="text-stone-600"> · {PREMIUM_PLAN.cancelNote}</span>
          </p>
          {!isSignedIn && (
            <p className="mt-3 text-sm text-stone-700">
              Create your free account first, then upgrade whenever you are ready.
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Not now
            </Button>
            {isSignedIn ? (
              <Link to="/subscription" onClick={close} className={buttonVariants({ variant: 'warm' })}>
                <Crown aria-hidden="true" />
                Subscribe Now
              </Link>
            ) : (
              <Link to={signUpHref(here)} onClick={close} className={buttonVariants()}>
                Create Free Account
              </Link>
            )}
          </div>
          {!isSignedIn && (
            <p className="mt-4 text-center text-sm text-stone-600 sm:text-right">
              Already have an account?{' '}
              <Link
                to={signInHref(here)}
                onClick={close}
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                Sign in
              </Link>
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
