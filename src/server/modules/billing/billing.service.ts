import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { isDatabaseUnavailable } from '#server/db/db-errors.ts';
import type {
  PaymentProvider,
  ProviderSubscription,
} from '#server/integrations/payments/payment-provider.ts';
import { isEntitled, PREMIUM_PLAN, type SubscriptionFacts } from '#shared/billing.ts';
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
 * Paying now: entitled and not cancelled. Someone paying is sent to the portal instead of a checkout,
 * and a second subscription that starts while the first is paying is a duplicate.
 */
const isPaying = (s: SubscriptionFacts) => isEntitled(s) && s.status !== 'canceled';

/**
 * The user's row, locked for the rest of the transaction, with the provider's customer (created once).
 * The row is inserted (or found) and locked first, so a second request — a double click, ten tabs —
 * waits here and then finds what the first one made: the customer, and the open checkout.
 */
async function lockSubscriber(tx: Database, provider: PaymentProvider, user: CurrentUser) {
  await tx
    .insert(subscribers)
    .values({
      userId: user.id,
      subscriptionTier: PREMIUM_PLAN.tier,
      provider: provider.kind,
      status: 'incomplete',
    })
    .onConflictDoNothing();
  const row = firstRowOr(
    await tx.select().from(subscribers).where(eq(subscribers.userId, user.id)).for('update'),
  );
  if (row.customerId && row.provider === provider.kind) return { ...row, customerId: row.customerId };
  const customerId = await provider.createCustomer(user);
  const updated = firstRowOr(
    await tx
      .update(subscribers)
      // A checkout of another provider is none of this one's.
      .set({ customerId, provider: provider.kind, checkoutId: null, updatedAt: sql`now()` })
      .where(eq(subscribers.userId, user.id))
      .returning(),
  );
  return { ...updated, customerId };
}

/** The user's provider customer, created once (see lockSubscriber). */
export async function ensureCustomer({ db, payments }: AppDeps, user: CurrentUser): Promise<string> {
  return db.transaction(
    async (tx) => (await lockSubscriber(tx, payments.provider.inTransaction(tx), user)).customerId,
  );
}

/** Where the provider sends the user back, with its checkout id so the success page can ask about it. */
const returnUrls = (appUrl: string) => ({
  successUrl: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${appUrl}/subscription`,
});

/**
 * An open checkout is handed out again until it has less than this left to run; then it is expired
 * and replaced, so that nobody starts paying on a page that closes under them.
 */
export const CHECKOUT_REUSE_MARGIN_MS = 60 * 60 * 1000;

/**
 * Runs a provider call; when the provider fails, the cause goes to the log and the user gets the
 * spec's words (502, so the client shows 'Checkout error: …' / 'Portal error: …'). A database that
 * cannot be reached keeps its own answer (503).
 */
async function viaProvider<T>(
  deps: AppDeps,
  code: 'checkout_unavailable' | 'portal_unavailable' | 'provider_unavailable',
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    deps.logger.error({ err: error, code }, 'payment provider call failed');
    throw new AppError(code);
  }
}

/**
 * The user's stored checkout, if it can still be paid for a while: its url. One about to expire is
 * expired now, so that only its replacement can be paid; one paid meanwhile (its webhook not here
 * yet) brings its subscription in first, and 'paid' means the user now has Premium.
 */
async function currentCheckout(
  deps: AppDeps,
  tx: Database,
  provider: PaymentProvider,
  checkoutId: string,
): Promise<string | 'paid' | null> {
  let checkout = await provider.retrieveCheckout(checkoutId);
  if (checkout?.status === 'open') {
    const left = checkout.expiresAt ? checkout.expiresAt.getTime() - Date.now() : Infinity;
    if (checkout.url && left > CHECKOUT_REUSE_MARGIN_MS) return checkout.url;
    checkout = await provider.expireCheckout(checkout.id);
  }
  if (checkout?.status !== 'complete' || !checkout.subscriptionId) return null;
  const subscription = await provider.retrieveSubscription(checkout.subscriptionId);
  if (!subscription) return null;
  await syncSubscription(deps, tx, subscription);
  return isPaying(subscription) ? 'paid' : null;
}

/**
 * create-checkout: a hosted checkout for Premium, or — for someone already paying — the portal, so
 * that nobody can start a second subscription by accident. One open checkout per user: while the
 * user's row is locked, the stored checkout is handed out again if it is still open, and otherwise
 * replaced; each new one is created under a key of its own attempt number.
 */
export async function startCheckout(
  deps: AppDeps,
  user: CurrentUser,
): Promise<{ url: string; kind: 'checkout' | 'portal' }> {
  const current = await subscriberRow(deps.db, user.id);
  const portal = async () => ({ url: await openPortal(deps, user), kind: 'portal' as const });
  if (current && isPaying(current) && current.customerId) return portal();
  const url = await viaProvider(deps, 'checkout_unavailable', () =>
    deps.db.transaction(async (tx) => {
      const provider = deps.payments.provider.inTransaction(tx);
      const row = await lockSubscriber(tx, provider, user);
      if (isPaying(row)) return 'paid';
      const stored = row.checkoutId ? await currentCheckout(deps, tx, provider, row.checkoutId) : null;
      if (stored) return stored;
      const attempt = row.checkoutAttempts + 1;
      const created = await provider.createCheckout({
        customerId: row.customerId,
        userId: user.id,
        ...returnUrls(deps.env.appUrl),
        idempotencyKey: `founder-flow-checkout-${user.id}-${attempt}`,
      });
      await tx
        .update(subscribers)
        .set({ checkoutId: created.id, checkoutAttempts: attempt, updatedAt: sql`now()` })
        .where(eq(subscribers.userId, user.id));
      deps.metrics.count('checkout');
      return created.url;
    }),
  );
  // The portal opens after the transaction: it takes the row lock itself.
  return url === 'paid' ? portal() : { url, kind: 'checkout' };
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

async function mirror(db: Database, userId: string, sub: ProviderSubscription) {
  await db
    .update(subscribers)
    .set({
      subscriptionId: sub.id,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      updatedAt: sql`now()`,
    })
    .where(eq(subscribers.userId, userId));
}

export type SyncOutcome = 'applied' | 'ignored' | 'refunded_duplicate';

/**
 * Mirrors the provider's subscription into its customer's row, under the row's lock (events, the
 * success page and the local checkout can all bring the same one at once):
 * - the row's own subscription, or a first one, is stored as it is now;
 * - another subscription while the stored one is still paying (the provider asked again, not our
 *   mirror) is a duplicate: a second purchase of the same plan, which gives nothing more. It is
 *   cancelled at once and refunded in full, and the row keeps the first (decision 017);
 * - another one while the stored one is not paying replaces it once it is entitled (subscribing
 *   again after an ended subscription); an older unpaid one never overwrites anything.
 */
export async function syncSubscription(
  deps: Pick<AppDeps, 'payments' | 'logger'>,
  db: Database,
  sub: ProviderSubscription,
): Promise<SyncOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.customerId, sub.customerId))
      .for('update');
    if (!row) return 'ignored';
    if (row.subscriptionId && row.subscriptionId !== sub.id) {
      const provider = deps.payments.provider.inTransaction(tx);
      const kept = isPaying(row) ? await provider.retrieveSubscription(row.subscriptionId) : null;
      if (kept && isPaying(kept)) {
        if (!isPaying(sub)) return 'ignored';
        await provider.cancelAndRefund(sub.id);
        await mirror(tx, row.userId, kept);
        deps.logger.warn(
          { userId: row.userId, kept: kept.id, refunded: sub.id },
          'a second subscription was cancelled and refunded',
        );
        return 'refunded_duplicate';
      }
      if (!isEntitled(sub)) return 'ignored';
    }
    await mirror(tx, row.userId, sub);
    return 'applied';
  });
}

/**
 * The success page asks the provider directly instead of waiting for the webhook: the checkout must
 * be this user's, and once it is complete its subscription is stored at once (or, as a duplicate,
 * refunded).
 */
export async function confirmCheckout(deps: AppDeps, user: CurrentUser, checkoutId: string) {
  const row = await subscriberRow(deps.db, user.id);
  const confirmed = await viaProvider(deps, 'provider_unavailable', async () => {
    const checkout = await deps.payments.provider.retrieveCheckout(checkoutId);
    if (!checkout || !row?.customerId || checkout.customerId !== row.customerId) {
      throw new AppError('checkout_not_found');
    }
    if (checkout.status !== 'complete' || !checkout.subscriptionId) return false;
    const sub = await deps.payments.provider.retrieveSubscription(checkout.subscriptionId);
    return sub ? (await syncSubscription(deps, deps.db, sub)) !== 'ignored' : false;
  });
  return { confirmed, subscription: await subscriptionSummary(deps, user.id) };
}
