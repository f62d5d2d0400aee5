import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { escapeHtml as e } from '#server/http/html.ts';
import type { ProviderSubscription } from '#server/integrations/payments/payment-provider.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';

/**
 * The local provider's checkout and portal (development only): plain server-rendered forms with no
 * script, styled to look like a hosted payment page so that it is clear the user has left the app.
 */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f3ef;color:#1c1b2e}
main{max-width:440px;margin:0 auto;padding:32px 20px 48px}
.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#7a4b00;background:#fdecc8;border-radius:999px;padding:2px 10px}
h1{font-size:24px;margin:12px 0 4px}.muted{color:#57534e;font-size:14px}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:20px;margin-top:20px}
.price{font-size:32px;font-weight:800}.price small{font-size:15px;font-weight:500;color:#57534e}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #a8a29e;border-radius:10px}
input:focus{outline:2px solid #0f766e;outline-offset:1px}.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;font:inherit;font-weight:700;padding:12px;border:0;border-radius:999px;background:#0f766e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1c1b2e;border:1px solid #a8a29e}
.error{margin-top:16px;padding:10px 12px;border-radius:10px;background:#fee2e2;color:#991b1b;font-weight:600}
.ok{margin-top:16px;padding:10px 12px;border-radius:10px;background:#dcfce7;color:#14532d}
a{color:#0f766e;font-weight:600}.back{display:inline-block;margin-top:20px}`;

function page(title: string, body: string, status: ContentfulStatusCode = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)} · Founder Flow</title>
<style>${STYLE}</style></head><body><main>
<span class="badge">Test mode · no money moves</span>${body}</main></body></html>`;
  return { html, status };
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export type CheckoutForm = { name?: string; expiry?: string; error?: string };

export function checkoutPage(
  checkoutId: string,
  cancelPath: string,
  form: CheckoutForm = {},
  status: ContentfulStatusCode = 200,
) {
  return page(
    'Checkout',
    `<h1>Subscribe to Founder Flow ${e(PREMIUM_PLAN.name)}</h1>
<p class="muted">Every premium session, podcast and coaching path. ${e(PREMIUM_PLAN.cancelNote)}.</p>
<div class="card"><div class="price">${e(PREMIUM_PLAN.priceLabel)} <small>${e(PREMIUM_PLAN.intervalLabel)}</small></div>
<form method="post" action="/billing/local/checkout/${e(checkoutId)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" value="${e(form.expiry)}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${e(form.name)}" required>
${form.error ? `<p class="error" role="alert">${e(form.error)}</p>` : ''}
<button type="submit">Pay ${e(PREMIUM_PLAN.priceLabel)} and subscribe</button></form>
<p class="muted">Built-in test checkout: use the card 4242 4242 4242 4242 with any future expiry and any CVC. Other numbers are declined.</p></div>
<a class="back" href="${e(cancelPath)}">← Cancel and return to Founder Flow</a>`,
    status,
  );
}

export function messagePage(
  title: string,
  text: string,
  link: { href: string; label: string },
  status: ContentfulStatusCode,
) {
  return page(
    title,
    `<h1>${e(title)}</h1><p>${e(text)}</p><a class="back" href="${e(link.href)}">${e(link.label)}</a>`,
    status,
  );
}

export function portalPage(subscription: ProviderSubscription | null, returnPath: string, notice?: string) {
  const back = `<a class="back" href="${e(returnPath)}">← Return to Founder Flow</a>`;
  if (!subscription) {
    return page(
      'Billing',
      `<h1>Billing</h1><div class="card"><p>You have no subscription yet.</p>
<a href="/subscription">See what ${e(PREMIUM_PLAN.name)} includes</a></div>${back}`,
    );
  }
  const end = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;
  const state = subscription.cancelAtPeriodEnd
    ? `Cancelled: ${e(PREMIUM_PLAN.name)} stays active until ${e(end)}, and you will not be charged again.`
    : `Active: renews on ${e(end)} at ${e(PREMIUM_PLAN.priceLabel)} ${e(PREMIUM_PLAN.intervalLabel)}.`;
  const action = subscription.cancelAtPeriodEnd
    ? `<button type="submit" name="action" value="resume">Resume subscription</button>`
    : `<button type="submit" class="secondary" name="action" value="cancel">Cancel subscription</button>`;
  return page(
    'Billing',
    `<h1>Manage your subscription</h1>
<div class="card"><div class="price">${e(PREMIUM_PLAN.priceLabel)} <small>${e(PREMIUM_PLAN.intervalLabel)}</small></div>
<p>${state}</p>${notice ? `<p class="ok" role="status">${e(notice)}</p>` : ''}
<form method="post" action="/billing/local/portal?return=${encodeURIComponent(returnPath)}">${action}</form></div>${back}`,
  );
}
