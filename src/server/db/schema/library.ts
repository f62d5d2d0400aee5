import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RESOURCE_FILE_FORMATS, RESOURCE_KINDS, RESOURCE_TOPICS } from '#shared/library.ts';
import { users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Library resources (guides, templates, AI prompts), seeded from content/library/*.md. Related
 * sessions and paths are named by slug, as the content files name them; the seed checks they exist.
 */
export const libraryResources = pgTable(
  'library_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
    topic: text('topic', { enum: RESOURCE_TOPICS }).notNull(),
    summary: text('summary').notNull(),
    /** Markdown; rendered to sanitised HTML when read. */
    body: text('body').notNull(),
    /** The prompt of an AI prompt (premium ones are sent to entitled users only). */
    prompt: text('prompt'),
    isPremium: boolean('is_premium').notNull().default(false),
    readMinutes: integer('read_minutes').notNull().default(1),
    /** A template's file in the media store (`library/<slug>.<format>`), reached through signed URLs only. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileFormat: text('file_format', { enum: RESOURCE_FILE_FORMATS }),
    fileSize: integer('file_size'),
    relatedSessionSlugs: text('related_session_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relatedPathSlugs: text('related_path_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** False while an admin holds it back (unpublished): readers never see it. */
    isPublished: boolean('is_published').notNull().default(true),
    /** Title (A), summary (B) and body (C), kept by the database. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')`,
    ),
  },
  (t) => [
    // The library's order and its keyset cursor (published_at, slug).
    index('library_resources_published_idx').on(t.publishedAt.desc(), t.slug),
    index('library_resources_search_idx').using('gin', t.searchVector),
  ],
);

/** A signed-in user's bookmarked resources; one row per user and resource. */
export const libraryBookmarks = pgTable(
  'library_bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index('library_bookmarks_resource_idx').on(t.resourceId),
  ],
);

/** News posts, seeded from content/news/*.md. The cover is public media (`images/news/<slug>-h<hue>.webp`). */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    author: text('author').notNull(),
    /** Markdown; rendered to sanitised HTML when read. */
    body: text('body').notNull(),
    coverKey: text('cover_key'),
    coverAlt: text('cover_alt').notNull().default(''),
    readMinutes: integer('read_minutes').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** False while an admin holds it back (unpublished): readers never see it. */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('news_posts_published_idx').on(t.publishedAt.desc(), t.slug)],
);
