import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';

/** The visitor banner under the hero; it overlaps the hero's lower edge. */
export function GetStartedBanner({ signUpHref }: { signUpHref: string }) {
  return (
    <div className="relative z-10 mx-auto -mt-10 max-w-6xl px-4 sm:px-6">
      <aside
        aria-label="Get started"
        className="flex flex-col gap-4 rounded-3xl border border-amber-200 bg-amber-50 p-5 shadow-lg shadow-indigo-950/10 sm:flex-row sm:items-center sm:p-6"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-400 text-indigo-950">
          <Gift aria-hidden="true" className="size-6" />
        </span>
        <p className="flex-1 text-indigo-950">
          <strong className="block text-lg">Free to start, no card needed</strong>
          <span className="text-stone-700">
            Listen to free sessions, track your progress and journal with the AI Owl.
          </span>
        </p>
        <Link to={signUpHref} className={buttonVariants({ className: 'shrink-0' })}>
          Get Started Free
        </Link>
      </aside>
    </div>
  );
}
