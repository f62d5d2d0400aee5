import { TriangleAlert } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { replacePrerenderedLanding } from '#client/app/prerender/prerendered-landing.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The generic fallback for errors thrown while loading or rendering a route. */
export function RouteError() {
  const error = useRouteError();
  // An app that failed before its layout rendered still shows why, not the prerendered landing (033).
  useLayoutEffect(replacePrerenderedLanding, []);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <title>Unexpected Application Error! · Founder Flow</title>
      <span className="grid size-14 place-items-center rounded-2xl bg-rose-100 text-rose-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-indigo-950">Unexpected Application Error!</h1>
      <p className="mt-3 text-stone-700">{describe(error)}</p>
      {/* A full page load, because the router itself may be what failed. */}
      <a href="/" className={buttonVariants({ className: 'mt-8' })}>
        Back to home
      </a>
    </div>
  );
}
