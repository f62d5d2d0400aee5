import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import type { ProviderSubscription } from '#server/integrations/payments/payment-provider.ts';
import { isEntitled, PREMIUM_PLAN } from '#shared/billing.ts';
import type { SubscriptionSummary } from '#shared/schemas/billing.ts';

type SubscriberRow = typeof subscribers.$inferSelect;

const NOT_SUBSCRIBED: SubscriptionSummary = {
  subscribed: false,
  tier: null,
  status: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
};

function summarise(row: SubscriberRow | undefined): SubscriptionSummary {
  if (!row || row.status === 'incomplete') return NOT_SUBSCRIBED;
  return {
    subscribed: isEntitled(row),
    tier: PREMIUM_PLAN.tier,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentFailed: row.status === 'past_due' || row.status === 'unpaid',
  };
}

async function subscriberRow(db: Database, userId: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row;
}

/** check-subscription: what we stored, never a provider call, so an outage demotes nobody. */
export async function subscriptionSummary({ db }: AppDeps, userId: string): Promise<SubscriptionSummary> {
  return summarise(await subscriberRow(db, userId));
}

/**
 * The user's provider customer, created once: the row is inserted (or found) and locked first, so a
 * second request — a double click — waits here and then finds the customer the first one made.
 */
export async function ensureCustomer({ db, payments }: AppDeps, user: CurrentUser): Promise<string> {
  const kind = payments.provider.kind;
  return db.transaction(async (tx) => {
    await tx
      .insert(subscribers)
      .values({ userId: user.id, subscriptionTier: PREMIUM_PLAN.tier, provider: kind, status: 'incomplete' })
      .onConflictDoNothing();
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.userId, user.id)).for('update');
    if (row!.customerId && row!.provider === kind) return row!.customerId;
    const customerId = await payments.provider.createCustomer(user);
    await tx
      .update(subscribers)
      .set({ customerId, provider: kind, updatedAt: sql`now()` })
      .where(eq(subscribers.userId, user.id));
    return customerId;
  });
}

/** Where the provider sends the user back, with its checkout id so the success page can ask about it. */
const returnUrls = (appUrl: string) => ({
  successUrl: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/subscription`,
});

/**
 * Runs a provider call; when the provider fails, the cause goes to the log and the user gets the
 * spec's words (502, so the client shows 'Checkout error: …' / 'Portal error: …').
 */
async function viaProvider<T>(
  deps: AppDeps,
  code: 'checkout_unavailable' | 'portal_unavailable' | 'provider_unavailable',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, code }, 'payment provider call failed');
    throw new AppError(code);
  }
}

/**
 * create-checkout: a hosted checkout for Premium, or — for someone already paying — the portal, so
 * that nobody can start a second subscription by accident.
 */
export async function startCheckout(
  deps: AppDeps,
  user: CurrentUser,
): Promise<{ url: string; kind: 'checkout' | 'portal' }> {
  const current = await subscriberRow(deps.db, user.id);
  if (current && isEntitled(current) && current.status !== 'canceled' && current.customerId) {
    return { url: await openPortal(deps, user), kind: 'portal' };
  }
  const url = await viaProvider(deps, 'checkout_unavailable', async () => {
    const customerId = await ensureCustomer(deps, user);
    return deps.payments.provider.createCheckout({
      customerId,
      userId: user.id,
      ...returnUrls(deps.env.appUrl),
    });
  });
  return { url, kind: 'checkout' };
}

/** customer-portal: the provider's page to cancel, resume or change the card. */
export async function openPortal(deps: AppDeps, user: CurrentUser): Promise<string> {
  return viaProvider(deps, 'portal_unavailable', async () => {
    const customerId = await ensureCustomer(deps, user);
    return deps.payments.provider.createPortal({
      customerId,
      returnUrl: `${deps.env.appUrl}/subscription`,
    });
  });
}

/**
 * Mirrors the provider's subscription into the customer's row. A different, older subscription of the
 * same customer that is no longer paid never overwrites a paid one (events can arrive in any order).
 * Returns whether a row changed.
 */
export async function applyProviderSubscription(db: Database, sub: ProviderSubscription): Promise<boolean> {
  const sameOrNone = or(isNull(subscribers.subscriptionId), eq(subscribers.subscriptionId, sub.id));
  const rows = await db
    .update(subscribers)
    .set({
      subscriptionId: sub.id,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      updatedAt: sql`now()`,
    })
    .where(and(eq(subscribers.customerId, sub.customerId), isEntitled(sub) ? undefined : sameOrNone))
    .returning({ userId: subscribers.userId });
  return rows.length > 0;
}

/**
 * The success page asks the provider directly instead of waiting for the webhook: the checkout must
 * be this user's, and once it is complete its subscription is stored at once.
 */
export async function confirmCheckout(deps: AppDeps, user: CurrentUser, checkoutId: string) {
  const row = await subscriberRow(deps.db, user.id);
  const confirmed = await viaProvider(deps, 'provider_unavailable', async () => {
    const checkout = await deps.payments.provider.retrieveCheckout(checkoutId);
    if (!checkout || !row?.customerId || checkout.customerId !== row.customerId) {
      throw new AppError('checkout_not_found');
    }
    if (!checkout.complete || !checkout.subscriptionId) return false;
    const sub = await deps.payments.provider.retrieveSubscription(checkout.subscriptionId);
    return sub ? applyProviderSubscription(deps.db, sub) : false;
  });
  return { confirmed, subscription: await subscriptionSummary(deps, user.id) };
}
