import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';

/** In place of saving, for a visitor: an account keeps the wheel for next time. */
export function WheelVisitorInvite() {
  return (
    <section
      aria-labelledby="keep-heading"
      className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-indigo-950 to-teal-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="keep-heading" className="text-xl font-bold">
          Keep your wheel
        </h2>
        <p className="mt-1 max-w-xl text-indigo-100">
          Create a free account to save this wheel, add a note, and compare it with the next one to see what
          moved.
        </p>
      </div>
      <Link
        to="/auth?tab=signup&redirect=/wheel-of-life"
        className={buttonVariants({ variant: 'warm', size: 'lg', className: 'shrink-0' })}
      >
        Create Free Account
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
