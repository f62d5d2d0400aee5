import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';

/** Full-text document; maintained by database triggers (migration 0002), never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const coaches = pgTable('coaches', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  expertise: text('expertise')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  avatarKey: text('avatar_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    journalPrompt: text('journal_prompt'),
    /** Key in the media store, never sent to clients: playback goes through signed URLs. */
    contentUrl: text('content_url'),
    contentMimeType: text('content_mime_type'),
    /** WebVTT captions in the media store; signed like the media itself. */
    captionsKey: text('captions_key'),
    /** Podcast chapters, seconds into the media; empty for sessions without chapters. */
    chapters: jsonb('chapters').$type<Array<{ startSeconds: number; title: string }>>().notNull().default([]),
    /** Cover artwork prefix in the media store (`artwork/sessions/<slug>`), public; sizes in ARTWORK_SIZES. */
    artworkKey: text('artwork_key'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Seconds, read from the media file. */
    duration: integer('duration').notNull().default(0),
    type: text('type', { enum: SESSION_TYPES }).notNull().default('audio'),
    category: text('category', { enum: SESSION_CATEGORIES }),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    totalParticipants: integer('total_participants').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** The landing's order of featured sessions, chosen in the admin console; first is 0. */
    featuredPosition: integer('featured_position'),
    isActive: boolean('is_active').notNull().default(true),
    coachId: uuid('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, advisor name, path titles and description, weighted A, B, B, C (search on /sessions). */
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    // The landing page's query: featured ∧ active, newest first.
    index('sessions_featured_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.featured} and ${t.isActive}`),
    // The catalogue's default order and its cursor (created_at, id).
    index('sessions_active_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    // The other sort orders of the catalogue, each with its keyset cursor (value, id).
    index('sessions_active_popular_idx')
      .on(t.totalParticipants.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('sessions_active_top_rated_idx')
      .on(t.rating.desc(), t.id.desc())
      .where(sql`${t.isActive}`),
    index('sessions_active_shortest_idx')
      .on(t.duration.asc(), t.id.asc())
      .where(sql`${t.isActive}`),
    index('sessions_search_idx').using('gin', t.searchVector),
    index('sessions_coach_id_idx').on(t.coachId),
    index('sessions_category_idx').on(t.category),
  ],
);

export const coachingPaths = pgTable('coaching_paths', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Cover artwork prefix in the media store (`artwork/paths/<slug>`), public. */
  artworkKey: text('artwork_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pathSessions = pgTable(
  'path_sessions',
  {
    pathId: uuid('path_id')
      .notNull()
      .references(() => coachingPaths.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pathId, t.sessionId] }),
    index('path_sessions_session_id_idx').on(t.sessionId),
    index('path_sessions_path_position_idx').on(t.pathId, t.position),
  ],
);

/**
 * A counter per part of the catalogue that processes cache (decision 034): database triggers
 * (migration 0018) move `paths` with every change to coaching_paths, path_sessions or a session's
 * duration or is_active, whoever writes; a process compares it with the version its cache was read at.
 */
export const catalogVersions = pgTable('catalog_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});
