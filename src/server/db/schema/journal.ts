import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TranscriptStatus } from '#shared/journal.ts';
import { users } from './auth.ts';
import { sessions } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Journal entries. The id is the client's own UUID when it sent one, so a draft sent
 * again after a dropped connection is recognised as the same entry. `themes` are found by the
 * offline Owl's analysis when the text changes, so insights are a query, not NLP per request; an
 * entry kept away from AI (`ai_opt_out`) gets none. `search` is the full-text index over the text
 * and the transcript.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    transcript: text('transcript').notNull().default(''),
    transcriptStatus: text('transcript_status').$type<TranscriptStatus>().notNull().default('none'),
    mood: integer('mood'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    themes: text('themes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The second of the session a saved transcript line was spoken at: the entry links back there. */
    momentSeconds: real('moment_seconds'),
    prompt: text('prompt'),
    aiOptOut: boolean('ai_opt_out').notNull().default(false),
    audioKey: text('audio_key'),
    audioMimeType: text('audio_mime_type'),
    audioDurationSeconds: real('audio_duration_seconds'),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', "text" || ' ' || "transcript")`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('journal_entries_search_idx').using('gin', t.search),
    // Entries per day on the admin dashboard (admin/stats.service.ts).
    index('journal_entries_created_idx').on(t.createdAt),
  ],
);

/**
 * The admin's edits to the journal's prompt bank: a row with the id of a prompt of
 * PROMPT_BANK (prompts/prompt-bank.ts) replaces its text and themes or retires it; a row with a new
 * id adds a prompt. With no rows the bank is exactly the one in code.
 */
export const journalPrompts = pgTable('journal_prompts', {
  id: text('id').primaryKey(),
  text: text('text').notNull(),
  themes: text('themes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Owl's conversations: one per entry (`entry_id`) and one general conversation per user (no
 * entry). `provider` records who wrote an Owl reply, so the free plan's daily model replies can be
 * counted; the offline Owl's replies are never limited.
 */
export const owlMessages = pgTable(
  'owl_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => journalEntries.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'owl'] }).notNull(),
    provider: text('provider', { enum: ['offline', 'model'] }),
    text: text('text').notNull(),
    suggestion: jsonb('suggestion').$type<{ sessionId: string; title: string } | null>(),
    distress: boolean('distress').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('owl_messages_user_entry_idx').on(t.userId, t.entryId, t.createdAt),
    index('owl_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Owl memory: short facts the user lets the Owl keep, shown to them and sent to a model only as this list. */
export const owlMemory = pgTable(
  'owl_memory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    source: text('source', { enum: ['user', 'owl'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owl_memory_user_idx').on(t.userId, t.createdAt)],
);

/** Journal settings per user; no row means the defaults (AI on). */
export const journalSettings = pgTable('journal_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  aiEnabled: boolean('ai_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Durable background jobs (transcription now; reminders and rollups later), kept in the database so
 * that they survive a restart and run on PGlite and PostgreSQL alike. A worker claims a due job by
 * setting `locked_until`; a job whose worker died is claimable again once that passes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.queue, t.status, t.runAt)],
);
