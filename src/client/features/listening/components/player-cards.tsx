import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { signUpHref } from '#client/lib/auth-links.ts';

/** Remembered on this device: a visitor who put the card away is not asked again under the player. */
const DISMISSED_KEY = 'founder-flow:unlock-card-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The signed-out upsell under the player: one compact row, and a visitor can put it away for good. */
export function UnlockCard() {
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused (private mode): it stays away for this visit.
    }
  };
  return (
    <div className="mt-1.5 flex items-center gap-2 rounded-xl bg-white py-1.5 pl-3 pr-1.5 text-indigo-950 shadow-lg shadow-indigo-950/15 ring-1 ring-stone-200">
      <Sparkles aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
      <p className="min-w-0 flex-1 text-xs leading-snug">
        <strong className="font-bold">Unlock Your Full Potential</strong>
        <span className="max-sm:hidden">
          : save your progress, favourites and reflections with a free account.
        </span>
      </p>
      <Link
        to={signUpHref(pathname + search)}
        className={buttonVariants({ size: 'sm', className: 'shrink-0' })}
      >
        Create Free Account
      </Link>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the free account offer"
        className="grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
