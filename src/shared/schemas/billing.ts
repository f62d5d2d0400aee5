import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '#shared/billing.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

/** Body of `POST /api/billing/confirm`: the checkout the provider sent the user back from. */
export const confirmCheckoutSchema = z.object({ checkoutId: safeText(255).min(1) }).strict();

export type ConfirmCheckout = z.infer<typeof confirmCheckoutSchema>;

/** check-subscription: what the server decided about the caller's Premium access. */
export const subscriptionSummarySchema = z
  .object({
    subscribed: z.boolean(),
    tier: z.enum(['premium']).nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    paymentFailed: z.boolean(),
  })
  .meta({ id: 'SubscriptionSummary' });
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** Where to send the user next, in a new tab: a checkout, or the portal for someone already paying. */
export const checkoutStartSchema = z
  .object({ url: z.string(), kind: z.enum(['checkout', 'portal']) })
  .meta({ id: 'CheckoutStart' });
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

export const portalLinkSchema = z.object({ url: z.string() }).meta({ id: 'PortalLink' });

export const checkoutConfirmationSchema = z
  .object({ confirmed: z.boolean(), subscription: subscriptionSummarySchema })
  .meta({ id: 'CheckoutConfirmation' });
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

export const webhookReceiptSchema = z
  .object({ received: z.literal(true), outcome: z.string() })
  .meta({ id: 'WebhookReceipt' });
