import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Gem, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { SessionMeta } from '#client/components/session/session-meta.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { confirmationQuery, premiumPicksQuery } from '#client/features/billing/api/billing-queries.ts';
import { announcePlanChange } from '#client/features/billing/api/plan-broadcast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { subscriptionKeys, useSubscription } from '#client/entities/subscription/subscription.ts';
import { planStatusLine } from './plan-dates.ts';

const shell = 'mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 md:pt-14';

/**
 * /subscription-success?session_id=…: asks the provider (through the server) whether the checkout
 * went through and stores the result at once, then offers premium sessions to start with.
 */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get('session_id');
  const { user, isPending } = useAuthSession();

  if (isPending) return <Waiting text="Loading..." />;
  if (!user) {
    return (
      <div className={shell}>
        <h1 className="text-3xl font-extrabold text-indigo-950">Sign in to see your plan</h1>
        <p className="mt-3 text-stone-700">
          Your payment is safe. Sign in to the account you subscribed with.
        </p>
        <Link
          className={buttonVariants({ className: 'mt-6' })}
          to={signInHref(`/subscription-success?${params.toString()}`)}
        >
          Sign in
        </Link>
      </div>
    );
  }
  return checkoutId ? <Confirming userId={user.id} checkoutId={checkoutId} /> : <CurrentPlan />;
}

function Confirming({ userId, checkoutId }: { userId: string; checkoutId: string }) {
  const queryClient = useQueryClient();
  const { data, error, refetch, isRefetching } = useQuery(confirmationQuery(userId, checkoutId));
  const subscription = data?.subscription;

  // The stored answer is the app's `subscribed` flag from now on: no second request for it. The
  // tab the checkout was started from (still saying 'Subscribe Now') is told to ask again.
  const confirmed = subscription?.subscribed === true;
  useEffect(() => {
    if (subscription) queryClient.setQueryData(subscriptionKeys.summary(userId), subscription);
  }, [queryClient, subscription, userId]);
  useEffect(() => {
    if (confirmed) announcePlanChange();
  }, [confirmed]);

  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className={shell}>
        <h1 className="text-3xl font-extrabold text-indigo-950">
          {missing ? 'We could not find that checkout' : 'We could not confirm your payment yet'}
        </h1>
        <ErrorNotice
          className="mt-4"
          message={error.message}
          onRetry={missing ? undefined : () => void refetch()}
          retrying={isRefetching}
        />
        <Link className={buttonVariants({ variant: 'outline', className: 'mt-6' })} to="/subscription">
          Back to Premium
        </Link>
      </div>
    );
  }
  if (!subscription) return <Waiting text="Confirming your subscription..." />;
  if (!subscription.subscribed) {
    return (
      <div className={shell}>
        <Clock aria-hidden="true" className="size-10 text-amber-500" />
        <h1 className="mt-4 text-3xl font-extrabold text-indigo-950">Your payment is being processed</h1>
        <p className="mt-3 text-stone-700">
          This usually takes a few seconds. This page checks again by itself; you can also come back later,
          your plan will be waiting.
        </p>
        <Button className="mt-6" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Checking...' : 'Check again'}
        </Button>
      </div>
    );
  }
  return <Welcome statusLine={planStatusLine(subscription)} />;
}

/** Reached without a checkout id: the plan as it stands. */
function CurrentPlan() {
  const { summary, subscribed, isPending } = useSubscription();
  if (isPending) return <Waiting text="Checking your plan..." />;
  if (subscribed && summary) return <Welcome statusLine={planStatusLine(summary)} />;
  return (
    <div className={shell}>
      <h1 className="text-3xl font-extrabold text-indigo-950">No subscription yet</h1>
      <p className="mt-3 text-stone-700">When you subscribe, this page confirms your plan.</p>
      <Link className={buttonVariants({ className: 'mt-6' })} to="/subscription">
        See Premium
      </Link>
    </div>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <div className={shell}>
      <p role="status" className="flex items-center gap-3 text-lg font-medium text-stone-700">
        <Spinner size="sm" label="Loading" />
        {text}
      </p>
    </div>
  );
}

function Welcome({ statusLine }: { statusLine: string }) {
  const picks = useQuery(premiumPicksQuery());
  return (
    <div className={shell}>
      <PartyPopper aria-hidden="true" className="size-10 text-amber-500" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-indigo-950 sm:text-4xl">
        Welcome to Premium
      </h1>
      <p className="mt-3 text-lg text-stone-700">
        Thank you for subscribing. Every session and path is open to you now.
      </p>
      <p className="mt-2 text-sm font-medium text-teal-800">{statusLine}</p>

      <section aria-labelledby="start-heading" className="mt-10">
        <h2 id="start-heading" className="flex items-center gap-2 text-xl font-bold text-indigo-950">
          <Gem aria-hidden="true" className="size-5 text-amber-500" />
          Premium sessions to start with
        </h2>
        {picks.isPending ? (
          <p role="status" className="mt-4 flex items-center gap-3 text-sm text-stone-600">
            <Spinner size="sm" label="Loading" />
            Loading sessions...
          </p>
        ) : picks.error ? (
          <ErrorNotice
            size="inline"
            className="mt-4"
            message="We could not load suggestions just now."
            onRetry={() => void picks.refetch()}
            retrying={picks.isRefetching}
          />
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {picks.data.items.map((session) => (
              <li key={session.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4">
                <Link
                  to={`/sessions/${session.id}`}
                  className="font-semibold text-indigo-950 hover:underline"
                >
                  {session.title}
                </Link>
                <p className="mt-1 text-sm text-stone-600">{advisorName(session)}</p>
                <SessionMeta session={session} participants={false} className="mt-1" />
                <PlaySessionButton className="mt-3 self-start" size="sm" session={session} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/sessions" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Browse all sessions
        </Link>
      </section>
    </div>
  );
}
