import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '#shared/billing.ts';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';
import { PASSWORD_MAX_LENGTH } from '#shared/constants.ts';
import { safeText } from '#shared/schemas/safe-text.ts';

/**
 * The admin console's API: content, people, money and numbers. Every route is `admin`;
 * every write is audited and needs a fresh sign-in (or a confirmed password, `POST /admin/reauth`).
 */

/** A session's media file: at most 200 MB, refused while it streams. */
export const SESSION_MEDIA_MAX_BYTES = 200 * 1024 * 1024;
/** The longest session the catalogue takes: three hours (a long podcast). */
export const SESSION_MEDIA_MAX_SECONDS = 3 * 60 * 60;
/** The media types a session's file may be, by its bytes (the header is ignored). */
export const SESSION_MEDIA_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'video/webm',
  'video/mp4',
] as const;
/** The landing page shows the first four featured sessions; the list may hold a few more in reserve. */
export const FEATURED_SHOWN = 4;
export const FEATURED_MAX = 12;
/** An admin's confirmed password counts for this long after the last write. */
export const ADMIN_CONFIRMATION_MS = 30 * 60 * 1000;

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const pageParams = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

/** The admin signed in, for the console's header (and the route's check before its bundle loads). */
export const adminMeSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .meta({ id: 'AdminMe' });

export const adminReauthSchema = z
  .object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH) })
  .strict();
export type AdminReauth = z.infer<typeof adminReauthSchema>;

export const adminReauthResultSchema = z
  .object({ confirmedUntil: z.string() })
  .meta({ id: 'AdminReauthResult' });

// Sessions.

export const ADMIN_SESSION_SORTS = ['newest', 'title', 'plays', 'rating'] as const;

export const adminSessionQuerySchema = z
  .object({
    q: safeText(200, { trim: true }).optional(),
    category: z.enum(SESSION_CATEGORIES).optional(),
    type: z.enum(SESSION_TYPES).optional(),
    active: booleanParam.optional(),
    featured: booleanParam.optional(),
    premium: booleanParam.optional(),
    sort: z.enum(ADMIN_SESSION_SORTS).default('newest'),
    ...pageParams,
  })
  .strict();
export type AdminSessionQuery = z.input<typeof adminSessionQuerySchema>;

export const adminSessionSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    journalPrompt: z.string().nullable(),
    category: z.enum(SESSION_CATEGORIES).nullable(),
    type: z.enum(SESSION_TYPES),
    coachId: z.string().nullable(),
    coachName: z.string().nullable(),
    pathIds: z.array(z.string()),
    isPremium: z.boolean(),
    featured: z.boolean(),
    featuredPosition: z.number().int().nullable(),
    isActive: z.boolean(),
    durationSeconds: z.number().int(),
    media: z
      .object({ mimeType: z.string(), previewUrl: z.string().describe('Signed, short-lived') })
      .nullable(),
    rating: z.number(),
    ratingCount: z.number().int(),
    totalParticipants: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionPageSchema = z
  .object({ items: z.array(adminSessionSchema), total: z.number().int() })
  .meta({ id: 'AdminSessionPage' });
export type AdminSessionPage = z.infer<typeof adminSessionPageSchema>;

const sessionFields = {
  title: safeText(200, { trim: true }).min(1, 'Enter a title'),
  description: safeText(5000, { trim: true }),
  journalPrompt: safeText(1000, { trim: true }).nullable(),
  category: z.enum(SESSION_CATEGORIES).nullable(),
  type: z.enum(SESSION_TYPES),
  coachId: z.uuid().nullable(),
  pathIds: z.array(z.uuid()).max(50),
  isPremium: z.boolean(),
  featured: z.boolean(),
  isActive: z.boolean(),
};

export const adminSessionCreateSchema = z
  .object({
    ...sessionFields,
    slug: safeText(120, { trim: true })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single hyphens')
      .optional(),
  })
  .strict();
export type AdminSessionCreate = z.infer<typeof adminSessionCreateSchema>;

export const adminSessionPatchSchema = adminSessionCreateSchema.partial().strict();
export type AdminSessionPatch = z.infer<typeof adminSessionPatchSchema>;

export const adminSessionRemovedSchema = z
  .object({
    outcome: z.enum(['deleted', 'deactivated']),
    session: adminSessionSchema.nullable().describe('The session as kept when it was deactivated'),
  })
  .meta({ id: 'AdminSessionRemoved' });
export type AdminSessionRemoved = z.infer<typeof adminSessionRemovedSchema>;

// Featured and paths.

export const featuredSchema = z
  .object({ sessionIds: z.array(z.uuid()).max(FEATURED_MAX, `At most ${FEATURED_MAX} sessions`) })
  .strict()
  .meta({ id: 'AdminFeatured' });
export type Featured = z.infer<typeof featuredSchema>;

export const featuredResultSchema = z
  .object({ items: z.array(adminSessionSchema) })
  .meta({ id: 'AdminFeaturedResult' });

export const adminPathSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    sessions: z.array(z.object({ id: z.string(), title: z.string(), isActive: z.boolean() })),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminPath' });
export type AdminPath = z.infer<typeof adminPathSchema>;

export const adminPathListSchema = z
  .object({ items: z.array(adminPathSchema) })
  .meta({ id: 'AdminPathList' });

export const adminPathCreateSchema = z
  .object({
    title: safeText(200, { trim: true }).min(1, 'Enter a title'),
    description: safeText(5000, { trim: true }).default(''),
    sessionIds: z.array(z.uuid()).max(200).default([]),
  })
  .strict();
export type AdminPathCreate = z.input<typeof adminPathCreateSchema>;

export const adminPathPatchSchema = z
  .object({
    title: safeText(200, { trim: true }).min(1, 'Enter a title').optional(),
    description: safeText(5000, { trim: true }).optional(),
    sessionIds: z.array(z.uuid()).max(200).optional().describe('The path’s sessions, in order'),
  })
  .strict();
export type AdminPathPatch = z.infer<typeof adminPathPatchSchema>;

// People.

export const adminUserQuerySchema = z
  .object({ q: safeText(200, { trim: true }).optional(), ...pageParams })
  .strict();

export const adminUserSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    banned: z.boolean(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = z
  .object({ items: z.array(adminUserSummarySchema), total: z.number().int() })
  .meta({ id: 'AdminUserPage' });

export const adminSubscriptionSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    provider: z.enum(['local', 'stripe']),
    status: z.enum(SUBSCRIPTION_STATUSES),
    entitled: z.boolean(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    providerUrl: z.string().nullable().describe('The subscription in the provider’s dashboard'),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** One user as the console sees them: never their journal. */
export const adminUserDetailSchema = adminUserSummarySchema
  .extend({
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    signInMethods: z.array(z.string()),
    devices: z.array(
      z.object({
        id: z.string(),
        userAgent: z.string().nullable(),
        ipAddress: z.string().nullable(),
        lastActiveAt: z.string(),
      }),
    ),
    subscription: adminSubscriptionSchema.nullable(),
    listening: z.object({
      sessionsStarted: z.number().int(),
      sessionsCompleted: z.number().int(),
      minutesListened: z.number().int(),
      lastListenedAt: z.string().nullable(),
    }),
    bannedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserPatchSchema = z
  .object({ role: z.enum(['user', 'admin']).optional(), banned: z.boolean().optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.banned !== undefined, 'Send a role or banned');
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

export const adminSubscriptionQuerySchema = z
  .object({ status: z.enum(SUBSCRIPTION_STATUSES).optional(), ...pageParams })
  .strict();

export const adminSubscriptionPageSchema = z
  .object({ items: z.array(adminSubscriptionSchema), total: z.number().int() })
  .meta({ id: 'AdminSubscriptionPage' });

// Audit log.

/**
 * Every action an admin write records, by what it changes: the server's `audit()` takes only these,
 * and the console's filter offers them all.
 */
export const AUDIT_ACTIONS = {
  Sessions: [
    'session.create',
    'session.update',
    'session.media',
    'session.deactivate',
    'session.delete',
    'featured.set',
  ],
  Paths: ['path.create', 'path.update'],
  Advisors: ['advisor.create', 'advisor.update', 'advisor.portrait'],
  News: ['news.create', 'news.update', 'news.publish', 'news.unpublish', 'news.cover'],
  Library: ['resource.create', 'resource.update', 'resource.publish', 'resource.unpublish', 'resource.file'],
  'Journal prompts': ['prompt.create', 'prompt.update', 'prompt.retire', 'prompt.restore'],
  Users: [
    'user.role',
    'user.ban',
    'user.unban',
    'user.revoke_device',
    'user.revoke_devices',
    'user.password_reset',
  ],
  Subscriptions: ['subscription.resync'],
  Contact: ['contact.read', 'contact.unread', 'contact.reply'],
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS][number];

export const adminAuditQuerySchema = z
  .object({
    action: safeText(100).optional(),
    actorId: safeText(100).optional(),
    targetId: safeText(100).optional(),
    ...pageParams,
  })
  .strict();

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), total: z.number().int() })
  .meta({ id: 'AuditPage' });

// Dashboard.

export const adminStatsSchema = z
  .object({
    users: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
    subscribers: z.number().int(),
    mrrCents: z.number().int(),
    churnThisMonth: z.object({ canceled: z.number().int(), rate: z.number() }),
    failedPayments: z.number().int().describe('Subscriptions past due or unpaid'),
    completionRate: z
      .number()
      .describe('Completions ÷ plays over the last 30 days (as the daily chart counts them)'),
    days: z
      .array(
        z.object({
          day: z.string(),
          plays: z.number().int(),
          completions: z.number().int(),
          journalEntries: z.number().int(),
        }),
      )
      .describe('The last 30 days, oldest first (UTC)'),
    topByPlays: z.array(z.object({ id: z.string(), title: z.string(), plays: z.number().int() })),
    topByRating: z.array(
      z.object({ id: z.string(), title: z.string(), rating: z.number(), ratingCount: z.number().int() }),
    ),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;
