import Stripe from 'stripe';
import { asSubscriptionStatus } from '#shared/billing.ts';
import type { PaymentProvider, ProviderCheckout, ProviderSubscription } from './payment-provider.ts';

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

/** The id of a field Stripe sends as an id or, when expanded, as the object itself. */
function idOf(value: string | { id: string }): string;
function idOf(value: string | { id: string } | null | undefined): string | null;
function idOf(value: string | { id: string } | null | undefined): string | null {
  return value == null ? null : typeof value === 'string' ? value : value.id;
}

/**
 * Since API version 2025-03-31 the billing period lives on the subscription's items; older versions
 * (and accounts pinned to them) keep it on the subscription itself. Read whichever is there.
 */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const legacy = 'current_period_end' in subscription ? subscription.current_period_end : undefined;
  const seconds = subscription.items?.data?.[0]?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: asSubscriptionStatus(subscription.status),
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

const asCheckoutStatus = (status: string | null): ProviderCheckout['status'] =>
  status === 'complete' || status === 'expired' ? status : 'open';

function toProviderCheckout(session: Stripe.Checkout.Session): ProviderCheckout {
  return {
    id: session.id,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    status: asCheckoutStatus(session.status),
    url: session.status === 'open' ? session.url : null,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

async function retrieveCheckout(stripe: Stripe, checkoutId: string) {
  try {
    return toProviderCheckout(await stripe.checkout.sessions.retrieve(checkoutId));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function retrieveSubscription(stripe: Stripe, subscriptionId: string) {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function expireCheckout(stripe: Stripe, checkoutId: string) {
  try {
    return toProviderCheckout(await stripe.checkout.sessions.expire(checkoutId));
  } catch (error) {
    // Stripe refuses to expire a session that is no longer open (paid a moment ago, or expired):
    // what matters is the state it is in now.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && !isMissing(error)) {
      return retrieveCheckout(stripe, checkoutId);
    }
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Every paid payment of the subscription's latest invoice (its first month), refunded in full. */
async function refundLatestInvoice(stripe: Stripe, subscription: Stripe.Subscription) {
  const invoice = idOf(subscription.latest_invoice);
  if (!invoice) return;
  const payments = await stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 });
  for (const { id, payment } of payments.data) {
    const target = payment.payment_intent
      ? { payment_intent: idOf(payment.payment_intent) }
      : payment.charge
        ? { charge: idOf(payment.charge) }
        : null;
    if (!target) continue;
    try {
      await stripe.refunds.create(
        { ...target, reason: 'duplicate', metadata: { subscription: subscription.id } },
        { idempotencyKey: `founder-flow-refund-${id}` },
      );
    } catch (error) {
      // Refunded before (by an earlier call whose key has since been forgotten, or by hand).
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') continue;
      throw error;
    }
  }
}

async function cancelAndRefund(stripe: Stripe, subscriptionId: string) {
  let subscription = await retrieveSubscription(stripe, subscriptionId);
  if (!subscription) return null;
  if (subscription.status !== 'canceled') {
    subscription = await stripe.subscriptions.cancel(subscriptionId, {
      cancellation_details: { comment: 'Duplicate Premium subscription: cancelled and refunded' },
    });
  }
  await refundLatestInvoice(stripe, subscription);
  return toProviderSubscription(subscription);
}

async function cancelNow(stripe: Stripe, subscriptionId: string) {
  const subscription = await retrieveSubscription(stripe, subscriptionId);
  if (!subscription) return null;
  if (subscription.status === 'canceled') return toProviderSubscription(subscription);
  return toProviderSubscription(
    await stripe.subscriptions.cancel(subscriptionId, {
      cancellation_details: { comment: 'The Founder Flow account was deleted' },
    }),
  );
}

export function createStripeProvider(
  settings: StripeSettings,
  stripe = createStripeClient(settings),
): PaymentProvider {
  const provider: PaymentProvider = {
    kind: 'stripe',
    // Stripe keeps its records itself: nothing of ours to run in the transaction.
    inTransaction: () => provider,
    async createCustomer(user) {
      // The key makes a retried request (a timeout, a double click that got past our lock) reuse the customer.
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `founder-flow-customer-${user.id}` },
      );
      return customer.id;
    },
    async createCheckout({ customerId, userId, successUrl, cancelUrl, idempotencyKey }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: settings.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { userId },
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    expireCheckout: (checkoutId) => expireCheckout(stripe, checkoutId),
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    retrieveCheckout: (checkoutId) => retrieveCheckout(stripe, checkoutId),
    async retrieveSubscription(subscriptionId) {
      const subscription = await retrieveSubscription(stripe, subscriptionId);
      return subscription ? toProviderSubscription(subscription) : null;
    },
    async latestSubscription(customerId) {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 });
      const [newest] = list.data;
      return newest ? toProviderSubscription(newest) : null;
    },
    cancelAndRefund: (subscriptionId) => cancelAndRefund(stripe, subscriptionId),
    cancelNow: (subscriptionId) => cancelNow(stripe, subscriptionId),
  };
  return provider;
}
