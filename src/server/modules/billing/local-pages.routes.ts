import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { LOCAL_TEST_CARD, type LocalPayments } from '#server/integrations/payments/local-provider.ts';
import { safeRedirect } from '#shared/redirect.ts';
import { syncSubscription } from './billing.service.ts';
import { checkoutPage, messagePage, portalPage } from './local-pages.html.ts';

const html = (c: Context<AppEnv>, { html: body, status }: { html: string; status: number }) =>
  c.html(body, status as 200);

const signInFirst = (c: Context<AppEnv>) =>
  c.redirect(`/auth?redirect=${encodeURIComponent(c.req.path)}`, 303);

/** Same-origin paths only, like every redirect of the app; the portal's default is the plan page. */
const returnPath = (c: Context<AppEnv>) => {
  const target = c.req.query('return');
  return target ? safeRedirect(target) : '/subscription';
};

const CHECKOUT_ID = /^[\w-]{1,100}$/;

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

/** "MM / YY" (or MM/YYYY) in the future, else the reason. */
function expiryProblem(value: string): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return 'Enter the expiry as MM / YY.';
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry as MM / YY.';
  const now = new Date();
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  return expired ? 'This card has expired.' : null;
}

/**
 * The local provider's hosted pages: a checkout that accepts only the test card and a
 * portal to cancel at period end or resume. Each change is delivered to billing at once, as a
 * webhook would be. Mounted only while the local provider is configured (never in production).
 */
export function localPaymentPages(local: LocalPayments) {
  const pages = new Hono<AppEnv>();

  /** The signed-in user's own checkout, or the page to show instead (sign in first, not found). */
  async function findCheckout(c: Context<AppEnv>) {
    const user = await c.var.currentUser();
    if (!user) return signInFirst(c);
    const id = c.req.param('id') ?? '';
    // Ids are the provider's own (letters, digits, underscores); anything else is no checkout of ours.
    const checkout = CHECKOUT_ID.test(id) ? await local.userCheckout(id, user.id) : null;
    if (checkout) return checkout;
    const back = { href: '/subscription', label: 'Back to Premium' };
    return html(
      c,
      messagePage(
        'Checkout not found',
        'This checkout does not exist or belongs to another account.',
        back,
        404,
      ),
    );
  }

  /** A checkout replaced by a newer one (one open checkout per user), or too old, can no longer be paid. */
  const expired = (c: Context<AppEnv>) =>
    html(
      c,
      messagePage(
        'Checkout expired',
        'This checkout has expired and can no longer be paid. Start again from the Premium page.',
        { href: '/subscription', label: 'Back to Premium' },
        410,
      ),
    );

  pages.get('/checkout/:id', async (c) => {
    const found = await findCheckout(c);
    if (found instanceof Response) return found;
    const checkout = found;
    if (checkout.status === 'complete')
      return c.redirect(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id), 303);
    if (checkout.status === 'expired') return expired(c);
    return html(c, checkoutPage(checkout.id, safeRedirect(new URL(checkout.cancelUrl).pathname)));
  });

  pages.post('/checkout/:id', async (c) => {
    const found = await findCheckout(c);
    if (found instanceof Response) return found;
    const checkout = found;
    if (checkout.status === 'expired') return expired(c);
    const form = await c.req.parseBody();
    const cancelPath = safeRedirect(new URL(checkout.cancelUrl).pathname);
    const kept = {
      name: typeof form.name === 'string' ? form.name : '',
      expiry: typeof form.expiry === 'string' ? form.expiry : '',
    };
    const refuse = (error: string, status: number) =>
      html(c, checkoutPage(checkout.id, cancelPath, { ...kept, error }, status));

    const number = digits(form.number);
    if (!/^\d{12,19}$/.test(number)) return refuse('Enter the card number.', 422);
    const expiry = expiryProblem(kept.expiry);
    if (expiry) return refuse(expiry, 422);
    if (!/^\d{3,4}$/.test(digits(form.cvc)))
      return refuse('Enter the 3 or 4 digit security code (CVC).', 422);
    if (!kept.name.trim()) return refuse('Enter the name on the card.', 422);
    if (number !== LOCAL_TEST_CARD) {
      return refuse(
        'Your card was declined. This test checkout accepts only the card 4242 4242 4242 4242.',
        402,
      );
    }
    const subscription = await local.pay(checkout.id);
    if (subscription === 'expired') return expired(c);
    await syncSubscription(c.var.deps, c.var.deps.db, subscription);
    return c.redirect(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id), 303);
  });

  /**
   * The subscription the portal manages: the one billing keeps for the user (a duplicate that was
   * refunded is newer, but not theirs to manage), else the customer's newest.
   */
  async function subscriptionOf(userId: string, db: AppEnv['Variables']['deps']['db']) {
    const [row] = await db
      .select({ customerId: subscribers.customerId, subscriptionId: subscribers.subscriptionId })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    if (row?.subscriptionId) return local.provider.retrieveSubscription(row.subscriptionId);
    return row?.customerId ? local.provider.latestSubscription(row.customerId) : null;
  }

  pages.get('/portal', async (c) => {
    const user = await c.var.currentUser();
    if (!user) return signInFirst(c);
    const subscription = await subscriptionOf(user.id, c.var.deps.db);
    return html(c, portalPage(subscription, returnPath(c)));
  });

  pages.post('/portal', async (c) => {
    const user = await c.var.currentUser();
    if (!user) return signInFirst(c);
    const current = await subscriptionOf(user.id, c.var.deps.db);
    const action = (await c.req.parseBody()).action;
    if (!current || (action !== 'cancel' && action !== 'resume'))
      return html(c, portalPage(current, returnPath(c)));
    const updated = (await local.setCancelAtPeriodEnd(current.id, action === 'cancel'))!;
    await syncSubscription(c.var.deps, c.var.deps.db, updated);
    const notice =
      action === 'cancel'
        ? 'Your subscription is cancelled at the end of the period.'
        : 'Your subscription is active again.';
    return html(c, portalPage(updated, returnPath(c), notice));
  });

  return pages;
}
