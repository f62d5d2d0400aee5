import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { coachingPaths } from './catalog.ts';

/** Coaching paths a user saved ("path favouriting"); one row per user and path. */
export const favoritePaths = pgTable(
  'favorite_paths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id')
      .notNull()
      .references(() => coachingPaths.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favorite_paths_user_path_uq').on(t.userId, t.pathId),
    index('favorite_paths_path_idx').on(t.pathId),
  ],
);
