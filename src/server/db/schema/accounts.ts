import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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
  streakDays: integer('streak_days').notNull().default(0),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  goals: jsonb('goals').$type<string[]>().notNull().default([]),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The spec's `subscribers`: who holds which tier. The billing issue syncs it from the payment provider. */
export const subscribers = pgTable('subscribers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionTier: text('subscription_tier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
