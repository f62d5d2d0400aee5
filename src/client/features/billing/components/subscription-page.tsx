import { CreditCard, ExternalLink, Gem } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useOpenPortal, useStartCheckout } from '#client/features/billing/api/billing-actions.ts';
import { signInHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import { API_ERRORS, SIGN_IN_REASONS } from '#shared/errors.ts';
import { planStatusLine } from './plan-dates.ts';
import { PremiumBenefits } from './premium-benefits.tsx';
import { SubscriptionFaq } from './subscription-faq.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/** /subscription: the plan, its price, what it unlocks, and Subscribe Now or Manage subscription. */
export function SubscriptionPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-8 sm:px-6 md:pt-12">
      <title>{`${PREMIUM_PLAN.name} subscription · Founder Flow`}</title>
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <Gem aria-hidden="true" className="size-4" />
        Founder Flow {PREMIUM_PLAN.name}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-indigo-950 sm:text-4xl">
        Every session, every path, whenever you need it
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        Premium opens the whole library: the short impulses for hard mornings, the long conversations with our
        advisors, and every coaching path to the end.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-[1fr_1.1fr]">
        <section
          aria-labelledby="plan-heading"
          className={cardVariants({ padding: 'none', className: 'p-6' })}
        >
          <h2 id="plan-heading" className="text-lg font-bold text-indigo-950">
            {PREMIUM_PLAN.name}
          </h2>
          <p className="mt-2">
            <span className="text-4xl font-extrabold text-indigo-950">{PREMIUM_PLAN.priceLabel}</span>{' '}
            <span className="text-stone-600">{PREMIUM_PLAN.intervalLabel}</span>
          </p>
          <p className="mt-1 text-sm font-medium text-teal-800">{PREMIUM_PLAN.cancelNote}</p>
          <PlanAction />
        </section>
        <section aria-labelledby="unlocks-heading" className="rounded-3xl bg-indigo-950 p-6 text-indigo-50">
          <h2 id="unlocks-heading" className="text-lg font-bold text-white">
            What Premium unlocks
          </h2>
          <PremiumBenefits className="mt-3 [&_svg]:text-amber-300" />
        </section>
      </div>
      <SubscriptionFaq />
    </div>
  );
}

/** The plan card's lower half: whatever the signed-in state and the plan allow. */
function PlanAction() {
  const { isSignedIn, isPending: authPending } = useAuthSession();
  const { summary, subscribed, isPending, error, refetch } = useSubscription();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const navigate = useNavigate();

  if (authPending || isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-3 text-sm text-stone-600">
        <Spinner size="sm" label="Loading" />
        Checking your plan...
      </p>
    );
  }

  if (isSignedIn && subscribed && summary) {
    return (
      <div className="mt-6">
        <p className="rounded-2xl bg-teal-50 p-4 text-sm text-teal-950" role="status">
          <strong className="block text-base">You are on Premium.</strong>
          {planStatusLine(summary)}
        </p>
        <Button className="mt-4 w-full" onClick={() => portal.mutate()} disabled={portal.isPending}>
          {portal.isPending ? <Spinner size="sm" label="Opening" /> : <CreditCard aria-hidden="true" />}
          {portal.isPending ? 'Opening billing...' : 'Manage subscription'}
        </Button>
        <p className="mt-2 text-xs text-stone-600">Cancel, resume or change your card. Opens in a new tab.</p>
      </div>
    );
  }

  const subscribe = () => {
    if (!isSignedIn) {
      void notify('error', API_ERRORS.unauthorized.title, { description: SIGN_IN_REASONS.subscribe });
      void navigate(signInHref('/subscription'));
      return;
    }
    checkout.mutate();
  };

  return (
    <div className="mt-6">
      {summary && !summary.subscribed && summary.currentPeriodEnd ? (
        <p className="mb-3 text-sm text-stone-700">{planStatusLine(summary)}</p>
      ) : null}
      {error ? (
        <ErrorNotice
          size="inline"
          className="mb-3"
          message="We could not check your plan just now."
          onRetry={() => void refetch()}
        />
      ) : null}
      <Button size="lg" className="w-full" onClick={subscribe} disabled={checkout.isPending}>
        {checkout.isPending ? <Spinner size="sm" label="Opening" /> : <Gem aria-hidden="true" />}
        {checkout.isPending ? 'Opening checkout...' : 'Subscribe Now'}
      </Button>
      {checkout.isSuccess ? (
        <p role="status" className="mt-3 flex gap-2 text-sm text-stone-700">
          <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Checkout opened in a new tab. Once you have paid, this page updates when you come back.
        </p>
      ) : (
        <p className="mt-2 text-xs text-stone-600">Secure checkout in a new tab. Cancel anytime.</p>
      )}
    </div>
  );
}
