import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth.ts';

/**
 * Every admin write: who, what, on which record, the record before and after, when and
 * from which address. Append-only: a trigger (migration 0012) refuses UPDATE and DELETE, and the
 * actor is kept by address as well as by id, so the entry outlives the account that made it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * Banned accounts. A row here refuses every new sign-in (a Better Auth database hook on session
 * creation, src/server/auth/auth.ts); banning deletes the account's sessions in the same breath.
 */
export const userBans = pgTable('user_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by'),
  bannedAt: timestamp('banned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An admin's password, confirmed on one device: admin writes need a sign-in of the last ten minutes
 * or a confirmation of the last half hour (each write extends it). Goes with the device's session.
 */
export const adminConfirmations = pgTable('admin_confirmations', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The dashboard's daily rollups: one row per closed UTC day, so that the 30-day charts
 * read 30 small rows instead of counting millions of history rows per request. Written by the first
 * dashboard read that finds a day missing; a day stays provisional (recounted at most hourly) until
 * two days after it ended, since offline journal entries and late completions may still land in it.
 */
export const adminDailyStats = pgTable('admin_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  plays: integer('plays').notNull(),
  completions: integer('completions').notNull(),
  journalEntries: integer('journal_entries').notNull(),
  newUsers: integer('new_users').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
