import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '#shared/billing.ts';
import { users } from './auth.ts';

/**
 * The streak folded over a user's active days, as of the last one: what `streakOn` needs to answer
 * for any later day. Stored on the profile (`streak_fold`, as day numbers) with the activity version
 * it was folded at, so a read never walks the days again (src/server/modules/progress/streak.service.ts, which folds it).
 */
export type StreakFold = {
  current: number;
  longest: number;
  freezes: number;
  sinceFreeze: number;
  /** Day number of the last day a freeze covered in the current streak. */
  freezeUsedOn: number | null;
  /** Day number of the last active day; null before the first. */
  last: number | null;
};
export type StoredStreakFold = StreakFold & { version: number };

export const ROLES = ['user', 'admin'] as const;

/** The spec's `profiles`: one per user, created with the account. Stats are kept here for cheap reads. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  role: text('role', { enum: ROLES }).notNull().default('user'),
  totalSessionsCompleted: integer('total_sessions_completed').notNull().default(0),
  totalMinutes: integer('total_minutes').notNull().default(0),
  /** Podcasts completed, counted with the completion that flips (a fact the badge rules read). */
  podcastsCompleted: integer('podcasts_completed').notNull().default(0),
  /**
   * Moves on with every new activity day (completion or journal entry), in the statement that
   * writes it; `streakFold` is current only while its `version` equals this.
   */
  activityVersion: integer('activity_version').notNull().default(0),
  /** The streak folded over the user's activity days (streak.ts), kept so reads never refold them. */
  streakFold: jsonb('streak_fold').$type<StoredStreakFold>(),
  /**
   * Moves on with every change to what `GET /api/me/progress` shows of this user, in the writing
   * transaction (migration 0019's triggers, whoever writes); the process's cache of that answer is
   * current only while this holds (decision 035).
   */
  progressVersion: integer('progress_version').notNull().default(0),
  /** The user's IANA time zone, from their browser; null until it first reports it (UTC meanwhile). */
  timeZone: text('time_zone'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  goals: jsonb('goals').$type<string[]>().notNull().default([]),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The spec's `subscribers` (user_id, created_at, subscription_tier), one row per user once they
 * start a checkout, mirroring the payment provider: its customer, the subscription and its state.
 * Synced by webhooks and by the success page; entitlement reads it (`isEntitled`, shared/billing.ts).
 */
export const subscribers = pgTable('subscribers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionTier: text('subscription_tier').notNull(),
  provider: text('provider', { enum: ['local', 'stripe'] })
    .notNull()
    .default('local'),
  customerId: text('customer_id').unique(),
  subscriptionId: text('subscription_id').unique(),
  // Rows from before billing were subscriptions in all but name.
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  // The user's one open checkout at the provider, reused until it is paid or about to expire; the
  // attempt number keys its creation, so a retried create after a lost answer returns the same one.
  checkoutId: text('checkout_id'),
  checkoutAttempts: integer('checkout_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
