import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sessions } from './catalog.ts';

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const sessionRef = () =>
  uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' });

/** One row per user and session; duration_listened never decreases. */
export const userSessionHistory = pgTable(
  'user_session_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    sessionId: sessionRef(),
    durationListened: integer('duration_listened').notNull().default(0),
    position: integer('position').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /**
     * The credit clock of listened time: starts at the play grant that made the row, and each save
     * moves it on by the time its credit took at the fastest speed. A save may credit at most what
     * that speed could play from this instant to now (see progress.service.ts).
     */
    listenedCheckedAt: timestamp('listened_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_session_history_user_session_uq').on(t.userId, t.sessionId),
    index('user_session_history_user_recent_idx').on(t.userId, t.updatedAt.desc()),
    // The admin dashboard's daily counts (plays by start, completions by last update), read by day
    // range: see admin/stats.service.ts. Partial, so saves of unfinished rows never touch the second.
    index('user_session_history_created_idx').on(t.createdAt),
    index('user_session_history_completed_idx')
      .on(t.updatedAt)
      .where(sql`${t.completed}`),
  ],
);

export const userSessionRatings = pgTable(
  'user_session_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    sessionId: sessionRef(),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_session_ratings_user_session_uq').on(t.userId, t.sessionId),
    index('user_session_ratings_session_idx').on(t.sessionId),
    check('user_session_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    sessionId: sessionRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favorites_user_session_uq').on(t.userId, t.sessionId),
    index('favorites_session_idx').on(t.sessionId),
  ],
);
