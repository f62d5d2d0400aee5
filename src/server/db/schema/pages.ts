import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WheelScores } from '#shared/schemas/wheel-of-life.ts';
import { users } from './auth.ts';

/**
 * Messages sent through the contact form, kept so that support can answer and follow up. The sender
 * is linked when they were signed in; the client's address is not stored (the rate limit keeps only a
 * hash of it, and only for its window).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin inbox's read mark and the last reply sent by mail from it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** One saved Wheel of Life: a score from 1 to 10 for each of the eight areas, and a note. */
export const wheelsOfLife = pgTable(
  'wheels_of_life',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<WheelScores>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wheels_of_life_user_created_idx').on(t.userId, t.createdAt)],
);
