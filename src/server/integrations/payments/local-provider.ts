import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { localCheckouts, localSubscriptions, subscribers } from '#server/db/schema/index.ts';
import { PREMIUM_PLAN, asSubscriptionStatus } from '#shared/billing.ts';
import type { PaymentProvider, ProviderCheckout, ProviderSubscription } from './payment-provider.ts';
import { firstRowOr } from '#server/errors.ts';

/** The one card the local checkout accepts (Stripe's well-known test number). */
export const LOCAL_TEST_CARD = '4242424242424242';

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

function toProviderSubscription(row: typeof localSubscriptions.$inferSelect): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: asSubscriptionStatus(row.status),
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** One month on from `from`, as a monthly plan renews. */
function nextPeriodEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** How long a local checkout can be paid, as Stripe's Checkout Sessions by default. */
export const LOCAL_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

type LocalCheckoutRow = typeof localCheckouts.$inferSelect;

const expiresAtOf = (row: LocalCheckoutRow) => new Date(row.createdAt.getTime() + LOCAL_CHECKOUT_LIFETIME_MS);

/** Open until paid, expired by hand or by age. */
function statusOf(row: LocalCheckoutRow, now = new Date()): 'open' | 'complete' | 'expired' {
  if (row.status === 'open' && expiresAtOf(row).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

const checkoutUrlOf = (appUrl: string, id: string) => `${appUrl}/billing/local/checkout/${id}`;

function toProviderCheckout(row: LocalCheckoutRow, appUrl: string): ProviderCheckout {
  const status = statusOf(row);
  return {
    id: row.id,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    status,
    url: status === 'open' ? checkoutUrlOf(appUrl, row.id) : null,
    expiresAt: expiresAtOf(row),
  };
}

async function findSubscription(db: Database, id: string) {
  const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
  return row ? toProviderSubscription(row) : null;
}

async function findCheckout(db: Database, appUrl: string, id: string) {
  const [row] = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
  return row ? toProviderCheckout(row, appUrl) : null;
}

/** The local provider keeping its records through `db` (the app's handle, or a transaction's). */
function localProviderOn(db: Database, appUrl: string): PaymentProvider {
  return {
    kind: 'local',
    inTransaction: (tx) => localProviderOn(tx, appUrl),
    async createCustomer() {
      return newId('local_cus');
    },
    // No lost answers here (the same database), so the idempotency key has nothing to guard.
    async createCheckout({ customerId, userId, successUrl, cancelUrl }) {
      const id = newId('local_cs');
      await db.insert(localCheckouts).values({ id, userId, customerId, successUrl, cancelUrl });
      return { id, url: checkoutUrlOf(appUrl, id) };
    },
    async expireCheckout(checkoutId) {
      // Only an open one: paying locks the row too, so a payment and an expiry never both win.
      await db
        .update(localCheckouts)
        .set({ status: 'expired' })
        .where(and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.status, 'open')));
      return findCheckout(db, appUrl, checkoutId);
    },
    async createPortal({ returnUrl }) {
      return `${appUrl}/billing/local/portal?return=${encodeURIComponent(returnUrl)}`;
    },
    retrieveCheckout: (checkoutId) => findCheckout(db, appUrl, checkoutId),
    retrieveSubscription: (subscriptionId) => findSubscription(db, subscriptionId),
    async latestSubscription(customerId) {
      const [row] = await db
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.customerId, customerId))
        .orderBy(desc(localSubscriptions.createdAt))
        .limit(1);
      return row ? toProviderSubscription(row) : null;
    },
    async cancelAndRefund(subscriptionId) {
      // Once: a second call finds it cancelled and refunded and leaves the dates alone.
      await db
        .update(localSubscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date(),
          refundedAt: new Date(),
        })
        .where(and(eq(localSubscriptions.id, subscriptionId), isNull(localSubscriptions.refundedAt)));
      return findSubscription(db, subscriptionId);
    },
    async cancelNow(subscriptionId) {
      await db
        .update(localSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: new Date() })
        .where(and(eq(localSubscriptions.id, subscriptionId), ne(localSubscriptions.status, 'canceled')));
      return findSubscription(db, subscriptionId);
    },
  };
}

/**
 * The test card pays: a month of Premium starts and the checkout completes, once. A checkout
 * paid twice (a double submit) answers with the subscription it already made; an expired one
 * (replaced by a newer checkout, or too old) cannot be paid.
 */
async function payCheckout(db: Database, checkoutId: string): Promise<ProviderSubscription | 'expired'> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(localCheckouts)
      .where(eq(localCheckouts.id, checkoutId))
      .for('update');
    if (!checkout) throw new Error(`no local checkout ${checkoutId}`);
    if (checkout.subscriptionId) {
      const paid = await tx
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.id, checkout.subscriptionId));
      return toProviderSubscription(firstRowOr(paid));
    }
    if (statusOf(checkout) !== 'open') return 'expired';
    const now = new Date();
    const row = firstRowOr(
      await tx
        .insert(localSubscriptions)
        .values({
          id: newId('local_sub'),
          customerId: checkout.customerId,
          status: 'active',
          currentPeriodEnd: nextPeriodEnd(now),
        })
        .returning(),
    );
    await tx
      .update(localCheckouts)
      .set({ status: 'complete', subscriptionId: row.id })
      .where(eq(localCheckouts.id, checkoutId));
    return toProviderSubscription(row);
  });
}

/**
 * The built-in provider: so that a new user can subscribe on a laptop with no account
 * anywhere. Its checkout and portal are pages of this server (local-pages.routes.ts); it keeps what
 * Stripe would keep in two tables of its own. Refused in production by env.ts.
 */
export function createLocalProvider(db: Database, appUrl: string) {
  return {
    provider: localProviderOn(db, appUrl),
    /** A checkout of this user (in whatever state), for its page. */
    async userCheckout(checkoutId: string, userId: string) {
      const [row] = await db
        .select()
        .from(localCheckouts)
        .where(and(eq(localCheckouts.id, checkoutId), eq(localCheckouts.userId, userId)));
      return row ? { ...row, status: statusOf(row) } : null;
    },
    pay: (checkoutId: string) => payCheckout(db, checkoutId),
    /** The portal's cancel (at period end) and resume. */
    async setCancelAtPeriodEnd(
      subscriptionId: string,
      cancel: boolean,
    ): Promise<ProviderSubscription | null> {
      const [row] = await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(eq(localSubscriptions.id, subscriptionId))
        .returning();
      return row ? toProviderSubscription(row) : null;
    },
  };
}

export type LocalPayments = ReturnType<typeof createLocalProvider>;

/** The demo subscriber's Premium, as if bought at the local checkout, so its portal works too. */
export async function seedDemoSubscription(db: Database, userId: string): Promise<void> {
  const id = `local_sub_demo_${userId.replaceAll('-', '')}`;
  const customerId = `local_cus_demo_${userId.replaceAll('-', '')}`;
  const currentPeriodEnd = nextPeriodEnd(new Date());
  await db
    .insert(localSubscriptions)
    .values({ id, customerId, status: 'active', currentPeriodEnd })
    .onConflictDoNothing();
  const subscription = firstRowOr(
    await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id)),
  );
  const mirror = {
    provider: 'local' as const,
    customerId,
    subscriptionId: id,
    status: 'active' as const,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  await db
    .insert(subscribers)
    .values({ userId, subscriptionTier: PREMIUM_PLAN.tier, ...mirror })
    .onConflictDoNothing();
}
