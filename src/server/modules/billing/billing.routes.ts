import { AppError } from '#server/errors.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { idempotent, withIdempotencyKey } from '#server/http/idempotency.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import {
  checkoutConfirmationSchema,
  checkoutStartSchema,
  confirmCheckoutSchema,
  portalLinkSchema,
  subscriptionSummarySchema,
  webhookReceiptSchema,
} from '#shared/schemas/billing.ts';
import { confirmCheckout, openPortal, startCheckout, subscriptionSummary } from './billing.service.ts';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhooks.service.ts';

const signInToSubscribe = { signInReason: SIGN_IN_REASONS.subscribe };

const subscriptionRoute = defineRoute('user', {
  method: 'get',
  path: '/billing/subscription',
  tags: ['Billing'],
  summary: 'check-subscription: the caller’s plan as stored (never asks the provider)',
  responses: { 200: jsonResponse(subscriptionSummarySchema, 'The caller’s subscription') },
});

const checkoutRoute = defineRoute(
  'user',
  withIdempotencyKey({
    method: 'post',
    path: '/billing/checkout',
    tags: ['Billing'],
    summary: 'create-checkout: a hosted checkout for Premium (the portal for someone already subscribed)',
    description:
      'One open checkout per user: while it can still be paid, every call answers with the same one.',
    responses: {
      200: jsonResponse(checkoutStartSchema, 'Where to send the user (a new tab)'),
      502: errors[502],
    },
  }),
  signInToSubscribe,
);

const portalRoute = defineRoute(
  'user',
  {
    method: 'post',
    path: '/billing/portal',
    tags: ['Billing'],
    summary: 'customer-portal: the provider’s page to cancel, resume or change the card',
    responses: {
      200: jsonResponse(portalLinkSchema, 'The portal (a new tab)'),
      502: errors[502],
    },
  },
  signInToSubscribe,
);

const confirmRoute = defineRoute('user', {
  method: 'post',
  path: '/billing/confirm',
  tags: ['Billing'],
  summary: 'The success page: asks the provider about the checkout and stores its subscription at once',
  request: { body: { content: { 'application/json': { schema: confirmCheckoutSchema } }, required: true } },
  responses: {
    200: jsonResponse(checkoutConfirmationSchema, 'The caller’s subscription now'),
    404: errors[404],
    502: errors[502],
  },
});

const stripeWebhookRoute = defineRoute('public', {
  method: 'post',
  path: '/billing/webhooks/stripe',
  tags: ['Billing'],
  summary: 'Stripe webhooks: signature checked on the raw body; each event applied once',
  responses: {
    200: jsonResponse(webhookReceiptSchema, 'Acknowledged'),
    400: errors[400],
    404: errors[404],
  },
});

export function billingRoutes() {
  return createRouter()
    .openapi(subscriptionRoute, async (c) =>
      c.json(await subscriptionSummary(c.var.deps, c.var.user.id), 200),
    )
    .openapi(checkoutRoute, async (c) =>
      idempotent(c, async () => c.json(await startCheckout(c.var.deps, c.var.user), 200)),
    )
    .openapi(portalRoute, async (c) => c.json({ url: await openPortal(c.var.deps, c.var.user) }, 200))
    .openapi(confirmRoute, async (c) =>
      c.json(await confirmCheckout(c.var.deps, c.var.user, c.req.valid('json').checkoutId), 200),
    )
    .openapi(stripeWebhookRoute, async (c) => {
      if (!c.var.deps.payments.stripe) throw new AppError('provider_not_configured');
      const event = verifyStripeEvent(c.var.deps, await c.req.text(), c.req.header('stripe-signature'));
      const outcome = await handleStripeEvent(c.var.deps, event);
      return c.json({ received: true as const, outcome }, 200);
    });
}
