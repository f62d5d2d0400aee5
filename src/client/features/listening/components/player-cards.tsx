import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { signUpHref } from '#client/lib/auth-links.ts';

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
