import Stripe from 'stripe';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/billing.ts';
import type { PaymentProvider, ProviderSubscription } from './payment-provider.ts';

export type StripeSettings = { secretKey: string; priceId: string; apiBase?: string };

/** The SDK client; `apiBase` points it at another origin (stripe-mock, the tests' loopback double). */
export function createStripeClient({ secretKey, apiBase }: Pick<StripeSettings, 'secretKey' | 'apiBase'>) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const asStatus = (status: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : 'incomplete';
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * Since API version 2025-03-31 the billing period lives on the subscription's items; older versions
 * (and accounts pinned to them) keep it on the subscription itself. Read whichever is there.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = subscription.items?.data?.[0]?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: asStatus(subscription.status),
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

export function createStripeProvider(
  settings: StripeSettings,
  stripe = createStripeClient(settings),
): PaymentProvider {
  return {
    kind: 'stripe',
    async createCustomer(user) {
      // The key makes a retried request (a timeout, a double click that got past our lock) reuse the customer.
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `founder-flow-customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckout({ customerId, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: settings.priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { userId },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return session.url;
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async retrieveCheckout(checkoutId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(checkoutId);
        return {
          customerId: idOf(session.customer),
          subscriptionId: idOf(session.subscription),
          complete: session.status === 'complete',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async retrieveSubscription(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async latestSubscription(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
      const [newest] = list.data;
      return newest ? toProviderSubscription(newest) : null;
    },
  };
}
