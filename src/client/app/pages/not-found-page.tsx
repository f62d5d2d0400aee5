import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center md:py-28">
      <title>Page not found · Founder Flow</title>
      <meta name="robots" content="noindex" />
      <span className="grid size-16 place-items-center rounded-3xl bg-gradient-to-br from-indigo-100 to-teal-100 text-indigo-900">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-teal-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-stone-700">
        This page took a different path. Let's get you back to somewhere calm.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>
          Back to home
        </Link>
        <Link to="/sessions" className={buttonVariants({ variant: 'outline' })}>
          Browse sessions
        </Link>
      </div>
    </div>
  );
}
