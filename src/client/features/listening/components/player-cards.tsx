import { Crown, Sparkles, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { focusRingOnAmber } from '#client/components/ui/focus-ring.ts';
import { signUpHref } from '#client/lib/auth-links.ts';
import { cn } from '#client/lib/utils.ts';
import { API_ERRORS } from '#shared/errors.ts';

/**
 * The premium card: shown when a premium session is refused. Signed-in users are offered the
 * subscription; visitors are invited to create their free account first.
 */
export function PremiumCard({ signedIn, onClose }: { signedIn: boolean; onClose: () => void }) {
  const { pathname, search } = useLocation();
  return (
    <div
      role="alert"
      className="relative mb-2 rounded-2xl bg-gradient-to-br from-amber-300 to-amber-400 p-4 pr-12 text-indigo-950 shadow-xl shadow-indigo-950/20"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close premium card"
        className={cn(
          'absolute right-2 top-2 grid size-10 place-items-center rounded-full hover:bg-white/30',
          focusRingOnAmber,
        )}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <p className="flex items-center gap-2 font-bold">
        <Crown aria-hidden="true" className="size-5" />
        {API_ERRORS.premium_required.title}
      </p>
      <p className="mt-1 text-sm">
        {API_ERRORS.premium_required.message}
        {!signedIn && ' Create your free account first, then upgrade whenever you are ready.'}
      </p>
      <Link
        to={signedIn ? '/subscription' : signUpHref(pathname + search)}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3 border-indigo-950/20' })}
      >
        {signedIn ? 'Subscribe Now' : 'Create Free Account'}
      </Link>
    </div>
  );
}

/** The signed-out upsell under the player. */
export function UnlockCard() {
  const { pathname, search } = useLocation();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-3 pl-4 text-indigo-950 shadow-xl shadow-indigo-950/15 ring-1 ring-stone-200">
      <Sparkles aria-hidden="true" className="hidden size-5 shrink-0 text-amber-500 sm:block" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">Unlock Your Full Potential</p>
        <p className="text-xs text-stone-600">
          Save your progress, favourites and reflections with a free account.
        </p>
      </div>
      <Link to={signUpHref(pathname + search)} className={buttonVariants({ size: 'sm' })}>
        Create Free Account
      </Link>
    </div>
  );
}
