import { randomUUID } from 'node:crypto';
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FrameworkId, PitchAnswers } from '#shared/pitch/frameworks.ts';
import type { ThemeId } from '#shared/pitch/themes.ts';
import type { DeckWriter, PitchSlide } from '#shared/schemas/pitch.ts';
import { users } from './auth.ts';

/**
 * Pitch decks. Answers and slides are JSON documents: a deck is read and written whole by
 * its one owner, never queried by slide, and the shape is the zod schema's (validated on the way in).
 * `version` rises on every save, so a save from a stale tab can be refused (409 deck_conflict).
 */
export const pitchDecks = pgTable(
  'pitch_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    framework: text('framework').$type<FrameworkId>().notNull(),
    title: text('title').notNull(),
    theme: text('theme').$type<ThemeId>().notNull(),
    answers: jsonb('answers').$type<PitchAnswers>().notNull(),
    slides: jsonb('slides').$type<PitchSlide[]>().notNull(),
    writtenBy: text('written_by').$type<DeckWriter>().notNull().default('composer'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pitch_decks_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/**
 * Earlier states of a deck, one per save that changed its slides (kept to the newest 30 by the
 * service), so the editor can restore one.
 */
export const pitchDeckVersions = pgTable(
  'pitch_deck_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => pitchDecks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason').$type<'create' | 'edit' | 'generate' | 'restore'>().notNull(),
    title: text('title').notNull(),
    theme: text('theme').$type<ThemeId>().notNull(),
    answers: jsonb('answers').$type<PitchAnswers>().notNull(),
    slides: jsonb('slides').$type<PitchSlide[]>().notNull(),
    writtenBy: text('written_by').$type<DeckWriter>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pitch_deck_versions_deck_idx').on(t.deckId, t.createdAt.desc())],
);

/** What a link pinned to one version shows, whatever the deck becomes: its words, never its notes. */
export type PinnedDeck = {
  version: number;
  title: string;
  framework: FrameworkId;
  theme: ThemeId;
  slides: Omit<PitchSlide, 'notes'>[];
};

/**
 * Read-only links to a deck. Only a SHA-256 of the token is stored, so the database alone cannot open
 * a deck; a link is dead once revoked or past `expires_at`. A password is kept as a scrypt hash. A link
 * follows the deck's latest version, or shows the copy in `pinned_deck` taken when it was pinned.
 * `viewer_salt` keys this link's viewer hashes, so they cannot be matched across links.
 */
export const pitchShareLinks = pgTable(
  'pitch_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => pitchDecks.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    follows: text('follows').$type<'latest' | 'pinned'>().notNull().default('latest'),
    pinnedDeck: jsonb('pinned_deck').$type<PinnedDeck>(),
    // Made by the app for each new link; the migration gave links made before it one each.
    viewerSalt: text('viewer_salt').$defaultFn(() => randomUUID()),
  },
  (t) => [index('pitch_share_links_deck_idx').on(t.deckId, t.createdAt.desc())],
);

/**
 * One row per visit to a link: where the visit left (the last slide it showed) and, unless the viewer
 * asked not to be tracked, a keyed hash of address and browser that tells a returning viewer from a
 * new one. Neither the address nor the agent is stored.
 */
export const pitchShareVisits = pgTable(
  'pitch_share_visits',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => pitchShareLinks.id, { onDelete: 'cascade' }),
    viewId: uuid('view_id').notNull(),
    viewerHash: text('viewer_hash').notNull(),
    lastSlideId: text('last_slide_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.viewId] }),
    index('pitch_share_visits_viewer_idx').on(t.linkId, t.viewerHash),
  ],
);

/**
 * Time spent on each slide by link viewers: one row per visit and slide, its seconds summed over the
 * visit's reports. A visit is a random id the viewer page made; nothing about the viewer is kept (no
 * address, no agent, no account).
 */
export const pitchSlideViews = pgTable(
  'pitch_slide_views',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => pitchShareLinks.id, { onDelete: 'cascade' }),
    viewId: uuid('view_id').notNull(),
    slideId: text('slide_id').notNull(),
    seconds: real('seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.viewId, t.slideId] })],
);
