import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { eq } from 'drizzle-orm';
import { subscribers } from '#server/db/schema/index.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { LOCAL_TEST_CARD, type LocalPayments } from '#server/integrations/payments/local-provider.ts';
import { safeRedirect } from '#shared/redirect.ts';
import { syncSubscription } from './billing.service.ts';
import { checkoutPage, messagePage, portalPage } from './local-pages.html.ts';

type PageContext = Context<AppEnv>;
type LocalCheckout = NonNullable<Awaited<ReturnType<LocalPayments['userCheckout']>>>;

const html = (c: PageContext, { html: body, status }: { html: string; status: ContentfulStatusCode }) =>
  c.html(body, status);

const signInFirst = (c: PageContext) => c.redirect(`/auth?redirect=${encodeURIComponent(c.req.path)}`, 303);

/** Same-origin paths only, like every redirect of the app; the portal's default is the plan page. */
const returnPath = (c: PageContext) => {
  const target = c.req.query('return');
  return target ? safeRedirect(target) : '/subscription';
};

const CHECKOUT_ID = /^[\w-]{1,100}$/;

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '');

/** "MM / YY" (or MM/YYYY) in the future, else the reason. */
function expiryProblem(value: string): string | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return 'Enter the expiry as MM / YY.';
  // Both groups are required by the pattern, so a match always has them.
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = Number(yearText.length === 2 ? `20${yearText}` : yearText);
  if (month < 1 || month > 12) return 'Enter the expiry as MM / YY.';
  const now = new Date();
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  return expired ? 'This card has expired.' : null;
}

type CardForm = { number: unknown; cvc: unknown; name: string; expiry: string };

/** Why the card form cannot pay, with the status to answer it with; null when the test card pays. */
function cardProblem(form: CardForm): { error: string; status: ContentfulStatusCode } | null {
  const number = digits(form.number);
  if (!/^\d{12,19}$/.test(number)) return { error: 'Enter the card number.', status: 422 };
  const expiry = expiryProblem(form.expiry);
  if (expiry) return { error: expiry, status: 422 };
  if (!/^\d{3,4}$/.test(digits(form.cvc)))
    return { error: 'Enter the 3 or 4 digit security code (CVC).', status: 422 };
  if (!form.name.trim()) return { error: 'Enter the name on the card.', status: 422 };
  if (number !== LOCAL_TEST_CARD) {
    return {
      error: 'Your card was declined. This test checkout accepts only the card 4242 4242 4242 4242.',
      status: 402,
    };
  }
  return null;
}

/** A checkout replaced by a newer one (one open checkout per user), or too old, can no longer be paid. */
const expired = (c: PageContext) =>
  html(
    c,
    messagePage(
      'Checkout expired',
      'This checkout has expired and can no longer be paid. Start again from the Premium page.',
      { href: '/subscription', label: 'Back to Premium' },
      410,
    ),
  );

const notFound = (c: PageContext) =>
  html(
    c,
    messagePage(
      'Checkout not found',
      'This checkout does not exist or belongs to another account.',
      { href: '/subscription', label: 'Back to Premium' },
      404,
    ),
  );

const toSuccessPage = (c: PageContext, checkout: LocalCheckout) =>
  c.redirect(checkout.successUrl.replace('{CHECKOUT_SESSION_ID}', checkout.id), 303);

/** The card form posted: refused with the form kept, or paid and delivered to billing at once. */
async function payCheckout(c: PageContext, local: LocalPayments, checkout: LocalCheckout) {
  if (checkout.status === 'expired') return expired(c);
  const form = await c.req.parseBody();
  const cancelPath = safeRedirect(new URL(checkout.cancelUrl).pathname);
  const kept = {
    name: typeof form.name === 'string' ? form.name : '',
    expiry: typeof form.expiry === 'string' ? form.expiry : '',
  };
  const problem = cardProblem({ ...kept, number: form.number, cvc: form.cvc });
  if (problem) {
    return html(c, checkoutPage(checkout.id, cancelPath, { ...kept, error: problem.error }, problem.status));
  }
  const subscription = await local.pay(checkout.id);
  if (subscription === 'expired') return expired(c);
  await syncSubscription(c.var.deps, c.var.deps.db, subscription);
  return toSuccessPage(c, checkout);
}

/**
 * The subscription the portal manages: the one billing keeps for the user (a duplicate that was
 * refunded is newer, but not theirs to manage), else the customer's newest.
 */
async function subscriptionOf(local: LocalPayments, userId: string, db: AppEnv['Variables']['deps']['db']) {
  const [row] = await db
    .select({ customerId: subscribers.customerId, subscriptionId: subscribers.subscriptionId })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  if (row?.subscriptionId) return local.provider.retrieveSubscription(row.subscriptionId);
  return row?.customerId ? local.provider.latestSubscription(row.customerId) : null;
}

/** The portal's form posted: cancel at period end, or resume, delivered to billing at once. */
async function changeSubscription(c: PageContext, local: LocalPayments, userId: string) {
  const current = await subscriptionOf(local, userId, c.var.deps.db);
  const action = (await c.req.parseBody()).action;
  if (!current || (action !== 'cancel' && action !== 'resume'))
    return html(c, portalPage(current, returnPath(c)));
  const updated = await local.setCancelAtPeriodEnd(current.id, action === 'cancel');
  // The row was read a moment ago and subscriptions are never deleted: missing now means it broke.
  if (!updated) throw new Error(`local subscription ${current.id} vanished`);
  await syncSubscription(c.var.deps, c.var.deps.db, updated);
  const notice =
    action === 'cancel'
      ? 'Your subscription is cancelled at the end of the period.'
      : 'Your subscription is active again.';
  return html(c, portalPage(updated, returnPath(c), notice));
}

/**
 * The local provider's hosted pages: a checkout that accepts only the test card and a
 * portal to cancel at period end or resume. Each change is delivered to billing at once, as a
 * webhook would be. Mounted only while the local provider is configured (never in production).
 */
export function localPaymentPages(local: LocalPayments) {
  const pages = new Hono<AppEnv>();

  /** The signed-in user's own checkout, or the page to show instead (sign in first, not found). */
  async function findCheckout(c: PageContext) {
    const user = await c.var.currentUser();
    if (!user) return signInFirst(c);
    const id = c.req.param('id') ?? '';
    // Ids are the provider's own (letters, digits, underscores); anything else is no checkout of ours.
    const checkout = CHECKOUT_ID.test(id) ? await local.userCheckout(id, user.id) : null;
    return checkout ?? notFound(c);
  }

  pages.get('/checkout/:id', async (c) => {
    const checkout = await findCheckout(c);
    if (checkout instanceof Response) return checkout;
    if (checkout.status === 'complete') return toSuccessPage(c, checkout);
    if (checkout.status === 'expired') return expired(c);
    return html(c, checkoutPage(checkout.id, safeRedirect(new URL(checkout.cancelUrl).pathname)));
  });

  pages.post('/checkout/:id', async (c) => {
    const checkout = await findCheckout(c);
    return checkout instanceof Response ? checkout : payCheckout(c, local, checkout);
  });

  pages.get('/portal', async (c) => {
    const user = await c.var.currentUser();
    if (!user) return signInFirst(c);
    const subscription = await subscriptionOf(local, user.id, c.var.deps.db);
    return html(c, portalPage(subscription, returnPath(c)));
  });

  pages.post('/portal', async (c) => {
    const user = await c.var.currentUser();
    return user ? changeSubscription(c, local, user.id) : signInFirst(c);
  });

  return pages;
}
