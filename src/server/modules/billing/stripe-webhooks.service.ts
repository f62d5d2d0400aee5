import type Stripe from 'stripe';
import { billingEvents } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { syncSubscription, type SyncOutcome } from './billing.service.ts';

/** The events that can change a subscription; anything else is acknowledged and left alone. */
const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

/** Which subscription an event is about; invoices name it at the top (older API versions) or under `parent`. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return idOf(object.subscription) ?? idOf(parent?.subscription_details?.subscription);
}

/** The event, if the signature over the raw body is the endpoint secret's and recent (5 min); else 400. */
export function verifyStripeEvent(
  deps: AppDeps,
  rawBody: string,
  signature: string | undefined,
): Stripe.Event {
  const stripe = deps.payments.stripe;
  if (!stripe) throw new AppError('provider_not_configured');
  if (!signature) throw new AppError('invalid_signature', { message: 'Missing Stripe-Signature header.' });
  try {
    return stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch {
    throw new AppError('invalid_signature');
  }
}

export type WebhookOutcome = SyncOutcome | 'duplicate';

/**
 * Applies an event once: its id is stored in the same transaction as its effect, so a redelivery (or
 * five at once) finds the id and changes nothing, and a failure stores neither, so Stripe's retry
 * applies it. The subscription is fetched again from Stripe rather than read from the event, so
 * events arriving out of order still leave the state Stripe has now. A second subscription of a
 * user who is already paying is cancelled and refunded ('refunded_duplicate', syncSubscription).
 */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const stored = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (stored.length === 0) return 'duplicate';
    const subscriptionId = HANDLED.has(event.type) ? subscriptionIdOf(event) : null;
    if (!subscriptionId) return 'ignored';
    const subscription = await deps.payments.provider.retrieveSubscription(subscriptionId);
    if (!subscription) return 'ignored';
    return syncSubscription(deps, tx, subscription);
  });
}
