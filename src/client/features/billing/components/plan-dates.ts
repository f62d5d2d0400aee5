import type { SubscriptionSummary } from '#shared/schemas/billing.ts';

export const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** One sentence on where the plan stands, for the plan page and the success page. */
export function planStatusLine(summary: SubscriptionSummary): string {
  const end = summary.currentPeriodEnd ? longDate(summary.currentPeriodEnd) : null;
  if (!summary.subscribed) return end ? `Your Premium ended on ${end}.` : 'You are on the free plan.';
  if (summary.paymentFailed) return `Your last payment failed. Premium stays on until ${end} while we retry.`;
  if (summary.cancelAtPeriodEnd) return `Cancelled: Premium stays active until ${end} and will not renew.`;
  if (summary.status === 'trialing') return `Trial: your first payment is on ${end}.`;
  return end ? `Active: renews on ${end}.` : 'Active.';
}
