import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pitchDecks, pitchDeckVersions, pitchShareLinks } from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { awardDeckBadges } from '#server/modules/progress/index.ts';
import { composeDeck } from '#shared/pitch/composer.ts';
import { DEFAULT_THEME_ID } from '#shared/pitch/themes.ts';
import type {
  Deck,
  DeckCreate,
  DeckList,
  DeckPatch,
  DeckVersionList,
  DeckWriter,
  PitchSlide,
} from '#shared/schemas/pitch.ts';
import type { EarnedBadge } from '#shared/schemas/progress.ts';
import { deckCreateSchema, deckPatchSchema } from '#shared/schemas/pitch.ts';
import { FREE_DECK_LIMIT, hasPremium, requirePremium } from './plan.ts';

export type DeckRow = typeof pitchDecks.$inferSelect;
type ShareRow = typeof pitchShareLinks.$inferSelect;
type VersionReason = (typeof pitchDeckVersions.$inferSelect)['reason'];

/** Versions kept per deck; older ones are dropped as new ones come. */
export const VERSIONS_KEPT = 30;
/** Edits within this long of the last edit version update it instead of adding one (autosave). */
const EDIT_COALESCE_MS = 5 * 60_000;

export function shareState(link: ShareRow | undefined, now = new Date()): Deck['share'] {
  if (!link) return null;
  return {
    active: !link.revokedAt && (!link.expiresAt || link.expiresAt > now),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    protected: link.passwordHash !== null,
    follows: link.follows,
    pinnedVersion: link.follows === 'pinned' ? (link.pinnedDeck?.version ?? null) : null,
  };
}

export async function latestLink(db: Database, deckId: string): Promise<ShareRow | undefined> {
  const [link] = await db
    .select()
    .from(pitchShareLinks)
    .where(eq(pitchShareLinks.deckId, deckId))
    .orderBy(desc(pitchShareLinks.createdAt))
    .limit(1);
  return link;
}

export function toDeck(row: DeckRow, link: ShareRow | undefined): Deck {
  return {
    id: row.id,
    framework: row.framework,
    title: row.title,
    theme: row.theme,
    answers: row.answers,
    slides: row.slides,
    writtenBy: row.writtenBy,
    version: row.version,
    share: shareState(link),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's deck; another user's (or none) is `deck_not_found`, so ids reveal nothing. */
export async function findDeck(db: Database, userId: string, id: string): Promise<DeckRow> {
  const [row] = await db
    .select()
    .from(pitchDecks)
    .where(and(eq(pitchDecks.id, id), eq(pitchDecks.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('deck_not_found');
  return row;
}

export async function getDeck(db: Database, userId: string, id: string): Promise<Deck> {
  const row = await findDeck(db, userId, id);
  return toDeck(row, await latestLink(db, row.id));
}

export async function listDecks(deps: AppDeps, user: CurrentUser): Promise<DeckList> {
  const rows = await deps.db
    .select()
    .from(pitchDecks)
    .where(eq(pitchDecks.userId, user.id))
    .orderBy(desc(pitchDecks.updatedAt))
    .limit(200);
  return {
    items: rows.map((row) => ({
      id: row.id,
      framework: row.framework,
      title: row.title,
      theme: row.theme,
      slideCount: row.slides.length,
      writtenBy: row.writtenBy,
      updatedAt: row.updatedAt.toISOString(),
    })),
    limit: (await hasPremium(deps, user)) ? null : FREE_DECK_LIMIT,
  };
}

async function saveVersion(db: Database, row: DeckRow, reason: VersionReason, now: Date) {
  const snapshot = {
    version: row.version,
    title: row.title,
    theme: row.theme,
    answers: row.answers,
    slides: row.slides,
    writtenBy: row.writtenBy,
  };
  const [last] = await db
    .select({
      id: pitchDeckVersions.id,
      reason: pitchDeckVersions.reason,
      createdAt: pitchDeckVersions.createdAt,
    })
    .from(pitchDeckVersions)
    .where(eq(pitchDeckVersions.deckId, row.id))
    .orderBy(desc(pitchDeckVersions.createdAt))
    .limit(1);
  if (
    reason === 'edit' &&
    last?.reason === 'edit' &&
    now.getTime() - last.createdAt.getTime() < EDIT_COALESCE_MS
  ) {
    // Autosave writes every few seconds; one version per burst of editing is what a person restores.
    await db.update(pitchDeckVersions).set(snapshot).where(eq(pitchDeckVersions.id, last.id));
    return;
  }
  await db.insert(pitchDeckVersions).values({ ...snapshot, deckId: row.id, reason, createdAt: now });
  const keep = db
    .select({ id: pitchDeckVersions.id })
    .from(pitchDeckVersions)
    .where(eq(pitchDeckVersions.deckId, row.id))
    .orderBy(desc(pitchDeckVersions.createdAt))
    .limit(VERSIONS_KEPT);
  await db
    .delete(pitchDeckVersions)
    .where(and(eq(pitchDeckVersions.deckId, row.id), notInArray(pitchDeckVersions.id, keep)));
}

export async function createDeck(
  deps: AppDeps,
  user: CurrentUser,
  input: DeckCreate,
): Promise<Deck & { newBadges?: EarnedBadge[] }> {
  const body = deckCreateSchema.parse(input);
  const [existing] = await deps.db
    .select({ n: count() })
    .from(pitchDecks)
    .where(eq(pitchDecks.userId, user.id));
  const decks = existing?.n ?? 0;
  if (decks >= FREE_DECK_LIMIT) await requirePremium(deps, user, 'decks');
  const answers = body.answers ?? {};
  const now = new Date();
  const row = firstRowOr(
    await deps.db
      .insert(pitchDecks)
      .values({
        userId: user.id,
        framework: body.framework,
        title: body.title,
        theme: body.theme ?? DEFAULT_THEME_ID,
        answers,
        slides: composeDeck(body.framework, answers, { deckTitle: body.title }),
        writtenBy: 'composer',
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  await saveVersion(deps.db, row, 'create', now);
  const newBadges = await awardDeckBadges(deps.db, user.id, decks + 1, now);
  return { ...toDeck(row, undefined), ...(newBadges.length ? { newBadges } : {}) };
}

/**
 * Saves the fields sent. With `baseVersion`, only if nobody saved since (409 `deck_conflict`
 * otherwise); the update's own condition is the judge, so two tabs racing cannot both win.
 */
export async function patchDeck(deps: AppDeps, userId: string, id: string, input: DeckPatch): Promise<Deck> {
  const { baseVersion, ...changes } = deckPatchSchema.parse(input);
  const current = await findDeck(deps.db, userId, id);
  return writeDeck(deps.db, current, changes, 'edit', baseVersion);
}

export async function writeDeck(
  db: Database,
  current: DeckRow,
  changes: Partial<Pick<DeckRow, 'title' | 'theme' | 'framework' | 'answers' | 'writtenBy'>> & {
    slides?: PitchSlide[];
  },
  reason: VersionReason,
  baseVersion?: number,
): Promise<Deck> {
  const now = new Date();
  const [row] = await db
    .update(pitchDecks)
    .set({ ...changes, version: current.version + 1, updatedAt: now })
    .where(and(eq(pitchDecks.id, current.id), eq(pitchDecks.version, baseVersion ?? current.version)))
    .returning();
  if (!row) throw new AppError('deck_conflict');
  await saveVersion(db, row, reason, now);
  return toDeck(row, await latestLink(db, row.id));
}

export async function deleteDeck(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(pitchDecks)
    .where(and(eq(pitchDecks.id, id), eq(pitchDecks.userId, userId)))
    .returning({ id: pitchDecks.id });
  if (deleted.length === 0) throw new AppError('deck_not_found');
}

export async function listVersions(db: Database, userId: string, id: string): Promise<DeckVersionList> {
  const deck = await findDeck(db, userId, id);
  const rows = await db
    .select()
    .from(pitchDeckVersions)
    .where(eq(pitchDeckVersions.deckId, deck.id))
    .orderBy(desc(pitchDeckVersions.createdAt))
    .limit(VERSIONS_KEPT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      version: row.version,
      reason: row.reason,
      title: row.title,
      slideCount: row.slides.length,
      writtenBy: row.writtenBy,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function restoreVersion(
  db: Database,
  userId: string,
  id: string,
  versionId: string,
): Promise<Deck> {
  const deck = await findDeck(db, userId, id);
  const [version] = await db
    .select()
    .from(pitchDeckVersions)
    .where(and(eq(pitchDeckVersions.id, versionId), inArray(pitchDeckVersions.deckId, [deck.id])))
    .limit(1);
  if (!version) throw new AppError('deck_version_not_found');
  const writtenBy: DeckWriter = version.writtenBy;
  return writeDeck(
    db,
    deck,
    {
      title: version.title,
      theme: version.theme,
      answers: version.answers,
      slides: version.slides,
      writtenBy,
    },
    'restore',
  );
}
