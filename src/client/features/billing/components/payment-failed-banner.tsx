import { AlertTriangle } from 'lucide-react';
import { focusRingOnAmber } from '#client/components/ui/focus-ring.ts';
import { useOpenPortal } from '#client/features/billing/api/billing-actions.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';
import { cn } from '#client/lib/utils.ts';

/** Across the top of every page while the last payment has failed (invoice.payment_failed). */
export function PaymentFailedBanner() {
  const { summary } = useSubscription();
  const portal = useOpenPortal();
  if (!summary?.paymentFailed) return null;
  return (
    <div role="alert" className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm sm:px-6">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1">
          <strong>Your last payment did not go through.</strong> Update your card to keep Premium.
        </p>
        <button
          type="button"
          onClick={() => portal.mutate()}
          disabled={portal.isPending}
          className={cn(
            'rounded-full bg-amber-950 px-4 py-1.5 font-semibold text-amber-50 hover:bg-amber-900 focus-visible:ring-offset-2 disabled:opacity-60',
            focusRingOnAmber,
          )}
        >
          {portal.isPending ? 'Opening...' : 'Update card'}
        </button>
      </div>
    </div>
  );
}
