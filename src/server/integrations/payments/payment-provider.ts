import type { SubscriptionStatus } from '#shared/billing.ts';

/** A subscription as the provider holds it now: what we mirror into `subscribers`. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type ProviderCheckout = {
  customerId: string | null;
  subscriptionId: string | null;
  complete: boolean;
};

/**
 * What billing needs of a payment provider. Two implementations: Stripe, and the local
 * provider that serves its own checkout and portal pages for development. Every method may throw
 * when the provider is unreachable; callers decide what that means (never a demotion).
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout for Premium; `successUrl` may hold `{CHECKOUT_SESSION_ID}`. */
  createCheckout(input: {
    customerId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's newest subscription, for a portal or success page that has no id at hand. */
  latestSubscription(customerId: string): Promise<ProviderSubscription | null>;
}
