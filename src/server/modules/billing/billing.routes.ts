import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { errorBody } from '#server/http/errors.ts';
import { errors, ErrorSchema, jsonResponse } from '#server/http/openapi-responses.ts';
import { SUBSCRIPTION_STATUSES } from '#shared/billing.ts';
import { confirmCheckoutSchema } from '#shared/schemas/billing.ts';
import { confirmCheckout, openPortal, startCheckout, subscriptionSummary } from './billing.service.ts';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhooks.service.ts';

const SummarySchema = z
  .object({
    subscribed: z.boolean(),
    tier: z.enum(['premium']).nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    paymentFailed: z.boolean(),
  })
  .openapi('SubscriptionSummary');

const providerError = {
  description: 'The payment provider could not be reached',
  content: { 'application/json': { schema: ErrorSchema } },
};
const signInToSubscribe = { signInMessage: 'Please sign in to subscribe' };

const subscriptionRoute = defineRoute('user', {
  method: 'get',
  path: '/billing/subscription',
  tags: ['Billing'],
  summary: 'check-subscription: the caller’s plan as stored (never asks the provider)',
  responses: { 200: jsonResponse(SummarySchema, 'The caller’s subscription'), 401: errors[401] },
});

const checkoutRoute = defineRoute(
  'user',
  {
    method: 'post',
    path: '/billing/checkout',
    tags: ['Billing'],
    summary: 'create-checkout: a hosted checkout for Premium (the portal for someone already subscribed)',
    responses: {
      200: jsonResponse(
        z.object({ url: z.string(), kind: z.enum(['checkout', 'portal']) }),
        'Where to send the user (a new tab)',
      ),
      401: errors[401],
      502: providerError,
    },
  },
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
      200: jsonResponse(z.object({ url: z.string() }), 'The portal (a new tab)'),
      401: errors[401],
      502: providerError,
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
    200: jsonResponse(
      z.object({ confirmed: z.boolean(), subscription: SummarySchema }),
      'The caller’s subscription now',
    ),
    401: errors[401],
    404: errors[404],
    422: errors[422],
    502: providerError,
  },
});

const stripeWebhookRoute = defineRoute('public', {
  method: 'post',
  path: '/billing/webhooks/stripe',
  tags: ['Billing'],
  summary: 'Stripe webhooks: signature checked on the raw body; each event applied once',
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true), outcome: z.string() }), 'Acknowledged'),
    400: { description: 'Bad or stale signature', content: { 'application/json': { schema: ErrorSchema } } },
    404: errors[404],
  },
});

export function billingRoutes(app: OpenAPIHono<AppEnv>) {
  return app
    .openapi(subscriptionRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await subscriptionSummary(c.var.deps.db, user.id), 200);
    })
    .openapi(checkoutRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await startCheckout(c.var.deps, user), 200);
    })
    .openapi(portalRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json({ url: await openPortal(c.var.deps, user) }, 200);
    })
    .openapi(confirmRoute, async (c) => {
      const user = (await c.var.currentUser())!;
      return c.json(await confirmCheckout(c.var.deps, user, c.req.valid('json').checkoutId), 200);
    })
    .openapi(stripeWebhookRoute, async (c) => {
      if (!c.var.deps.payments.stripe) {
        return c.json(errorBody('not_found', 'Stripe is not the payment provider here.'), 404);
      }
      const event = verifyStripeEvent(c.var.deps, await c.req.text(), c.req.header('stripe-signature'));
      const outcome = await handleStripeEvent(c.var.deps, event);
      return c.json({ received: true as const, outcome }, 200);
    });
}
