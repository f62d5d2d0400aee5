/** The paid plan ($14.99 per month, cancel anytime). The Stripe price id is configuration. */
export const PREMIUM_PLAN = {
  tier: 'premium',
  name: 'Premium',
  amountCents: 1499,
  currency: 'usd',
  interval: 'month',
  priceLabel: '$14.99',
  intervalLabel: 'per month',
  cancelNote: 'Cancel anytime',
} as const;

export type PlanTier = typeof PREMIUM_PLAN.tier;

/** Stripe's subscription statuses; the local provider uses the same words. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A provider's status word as one of ours; one we do not know counts as not (yet) paying. */
export function asSubscriptionStatus(status: string): SubscriptionStatus {
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? 'incomplete';
}

export type SubscriptionFacts = {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * Who gets premium: active or trialing — until the period ends once cancelled at its end —
 * and a cancelled or past-due subscription while the paid period is not over (past due: the card
 * is retried meanwhile, and the user sees a banner). Stays true through a provider outage, since it
 * reads only what we stored.
 */
export function isEntitled(s: SubscriptionFacts, now = new Date()): boolean {
  const periodOpen = s.currentPeriodEnd !== null && s.currentPeriodEnd.getTime() > now.getTime();
  switch (s.status) {
    case 'active':
    case 'trialing':
      return !s.cancelAtPeriodEnd || periodOpen;
    case 'past_due':
    case 'canceled':
      return periodOpen;
    default:
      return false;
  }
}
