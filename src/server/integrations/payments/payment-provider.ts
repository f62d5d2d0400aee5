import type { Database } from '#server/db/client.ts';
import type { SubscriptionStatus } from '#shared/billing.ts';

/** A subscription as the provider holds it now: what we mirror into `subscribers`. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/** A checkout as the provider holds it now; `url` is where it can still be paid (open ones only). */
export type ProviderCheckout = {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  status: 'open' | 'complete' | 'expired';
  url: string | null;
  expiresAt: Date | null;
};

/**
 * What billing needs of a payment provider. Two implementations: Stripe, and the local
 * provider that serves its own checkout and portal pages for development. Every method may throw
 * when the provider is unreachable; callers decide what that means (never a demotion).
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /**
   * The same provider, keeping its own records (the local provider's tables) in `tx`: billing calls
   * providers while it holds a user's row lock, and on PGlite, which runs one transaction at a time,
   * a query outside that transaction would wait for it forever.
   */
  inTransaction(tx: Database): PaymentProvider;
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /**
   * A hosted checkout for Premium; `successUrl` may hold `{CHECKOUT_SESSION_ID}`. The same
   * `idempotencyKey` (one per attempt) answers with the same checkout, so a create whose answer was
   * lost and is tried again does not leave a second payable checkout behind.
   */
  createCheckout(input: {
    customerId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string }>;
  /** Ends an open checkout so that it can no longer be paid; answers with its state afterwards. */
  expireCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  retrieveCheckout(checkoutId: string): Promise<ProviderCheckout | null>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** The customer's newest subscription, for a portal or success page that has no id at hand. */
  latestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /**
   * A second subscription bought while the first was still paying: cancelled at once and its
   * payment refunded in full. Safe to call again for the same subscription.
   */
  cancelAndRefund(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Ends a subscription at once, without a refund (its account is being deleted). Safe to repeat. */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription | null>;
}
