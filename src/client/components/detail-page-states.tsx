import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';

const FRAME = 'mx-auto max-w-3xl px-4 py-16 sm:px-6';

/** A detail page (a resource, a post) while its data is on the way. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <div className={FRAME}>
      <p role="status" className="flex items-center gap-3 text-sm font-medium text-stone-600">
        <Spinner size="sm" label="Loading" />
        {label}
      </p>
    </div>
  );
}

/**
 * A detail page whose data did not come: 'not found' with a way back for an address that names
 * nothing (404, or 422 for one that cannot be a slug), else the error with a retry.
 */
export function DetailError({
  error,
  notFound,
  pageTitle,
  errorMessage,
  onRetry,
  retrying,
}: {
  error: Error;
  notFound: { heading: string; text: string; back: { to: string; label: string } };
  /** The tab's title when the failure is not a missing page. */
  pageTitle: string;
  errorMessage: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
  return (
    <div className={FRAME}>
      <title>{`${missing ? notFound.heading : pageTitle} · Founder Flow`}</title>
      {missing ? (
        <>
          <h1 className="text-2xl font-bold text-indigo-950">{notFound.heading}</h1>
          <p className="mt-2 text-stone-700">{notFound.text}</p>
          <Link to={notFound.back.to} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            {notFound.back.label}
          </Link>
        </>
      ) : (
        <ErrorNotice message={`${errorMessage}: ${error.message}`} onRetry={onRetry} retrying={retrying} />
      )}
    </div>
  );
}
