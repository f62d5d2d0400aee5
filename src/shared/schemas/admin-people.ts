import { z } from 'zod';
import { CONTACT_TOPICS } from '#shared/schemas/contact.ts';
import { hasControlBesidesLineBreaks } from '#shared/schemas/contact.ts';
import { SAFE_TEXT_MESSAGE, safeText } from '#shared/schemas/safe-text.ts';

/**
 * The console's actions on people and money: sign a user's devices out, send them a
 * password reset, resync a subscription from the provider, and the contact messages' inbox.
 */

export const adminRevokeDevicesSchema = z
  .object({
    deviceId: safeText(100).min(1).optional().describe('One device; every device when left out'),
  })
  .strict();
export type AdminRevokeDevices = z.infer<typeof adminRevokeDevicesSchema>;

export const adminRevokedSchema = z.object({ revoked: z.number().int() }).meta({ id: 'AdminRevoked' });

export const adminResetSentSchema = z
  .object({ sentTo: z.string().describe('The address the reset link went to') })
  .meta({ id: 'AdminResetSent' });

export const adminResyncSchema = z
  .object({
    changed: z.boolean().describe('Whether the stored subscription differed from the provider’s'),
    outcome: z.enum(['applied', 'ignored', 'refunded_duplicate', 'not_found']),
  })
  .meta({ id: 'AdminResync' });
export type AdminResync = z.infer<typeof adminResyncSchema>;

// Contact messages.

export const adminContactQuerySchema = z
  .object({
    status: z.enum(['unread', 'read', 'all']).default('all'),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const adminContactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    message: z.string(),
    userId: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
    repliedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminContactMessage' });
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const adminContactPageSchema = z
  .object({
    items: z.array(adminContactMessageSchema),
    total: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: 'AdminContactPage' });

export const adminContactPatchSchema = z.object({ read: z.boolean() }).strict();

export const CONTACT_REPLY_MAX = 5000;
export const adminContactReplySchema = z
  .object({
    reply: z
      .string()
      .trim()
      .min(2, 'Write a reply')
      .max(CONTACT_REPLY_MAX)
      .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE),
  })
  .strict();
export type AdminContactReply = z.infer<typeof adminContactReplySchema>;
