import { subscriptionKeys } from '#client/entities/subscription/subscription.ts';

/** Query keys of the billing pages; the user's own share the plan's prefix (`subscriptionKeys.all`). */
export const billingKeys = {
  mine: () => subscriptionKeys.all,
  confirmation: (userId: string, checkoutId: string) =>
    [...billingKeys.mine(), 'confirm', userId, checkoutId] as const,
  premiumPicks: () => ['billing', 'premium-picks'] as const,
};
