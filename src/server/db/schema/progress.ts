import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The days that count toward a streak: one row per user and calendar date in the user's
 * own time zone at the moment of the activity, written when a session is completed. Streaks are
 * computed from these few rows (at most one a day), never from the whole listening history.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /**
     * Sessions completed that day, added to by the completion statement itself (the listening
     * calendar reads it instead of counting history rows); 0 on a day only a journal entry made.
     */
    sessionsCompleted: integer('sessions_completed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
