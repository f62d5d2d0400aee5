import { z } from 'zod';

/** Body of `POST /api/billing/confirm`: the checkout the provider sent the user back from. */
export const confirmCheckoutSchema = z.object({ checkoutId: z.string().min(1).max(255) }).strict();

export type ConfirmCheckout = z.infer<typeof confirmCheckoutSchema>;
