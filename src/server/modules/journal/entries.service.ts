import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { activityDays, journalEntries, owlMessages, profiles, sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import type { Entry, EntryPage } from '#shared/schemas/journal.ts';
import { analyseText } from './owl/analyse.ts';

type EntryRow = typeof journalEntries.$inferSelect;
type Joined = { entry: EntryRow; sessionTitle: string | null; owlMessageCount: number };

/** What every read of entries selects: the row, its session's title and the size of its conversation. */
const entryColumns = {
  entry: journalEntries,
  sessionTitle: sessions.title,
  owlMessageCount: sql<number>`(select count(*)::int from ${owlMessages} where ${owlMessages.entryId} = ${journalEntries.id})`,
};

export function toEntry({ entry, sessionTitle, owlMessageCount }: Joined, authSecret: string): Entry {
  return {
    id: entry.id,
    text: entry.text,
    transcript: entry.transcript,
    transcriptStatus: entry.transcriptStatus,
    mood: entry.mood,
    tags: entry.tags,
    sessionId: entry.sessionId,
    sessionTitle,
    prompt: entry.prompt,
    aiOptOut: entry.aiOptOut,
    audio:
      entry.audioKey && entry.audioDurationSeconds !== null
        ? {
            url: signMediaUrl(authSecret, entry.audioKey).url,
            durationSeconds: entry.audioDurationSeconds,
            mimeType: entry.audioMimeType ?? 'application/octet-stream',
          }
        : null,
    owlMessageCount,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/**
 * Themes of the text the user allows AI on, found on this server by the offline Owl's analysis; an
 * entry kept away from AI has none, so it never feeds the Owl's patterns.
 */
export const themesOf = (text: string, transcript: string, aiOptOut: boolean) =>
  aiOptOut ? [] : analyseText(`${text}\n${transcript}`).themes;

/** The caller's entry; another user's (or none) is `entry_not_found`, so ids reveal nothing. */
export async function findEntry(db: Database, userId: string, id: string): Promise<Joined> {
  const [row] = await db
    .select(entryColumns)
    .from(journalEntries)
    .leftJoin(sessions, eq(sessions.id, journalEntries.sessionId))
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
  if (!row) throw new AppError('entry_not_found');
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session an entry reflects on, by id or slug. A session that does not exist (a stale link) does
 * not cost the user their entry: it is saved unlinked.
 */
async function resolveSessionId(db: Database, idOrSlug: string | null | undefined): Promise<string | null> {
  if (!idOrSlug) return null;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(UUID.test(idOrSlug) ? eq(sessions.id, idOrSlug) : eq(sessions.slug, idOrSlug));
  return row?.id ?? null;
}

/** Marks the user's local day of `at` as active, so a journal entry keeps a streak going (issue 14). */
async function recordActivityDay(db: Database, userId: string, at: Date) {
  await db
    .insert(activityDays)
    .select(
      db
        .select({
          userId: sql<string>`${userId}`.as('user_id'),
          day: sql<string>`(${at.toISOString()}::timestamptz at time zone coalesce(${profiles.timeZone}, 'UTC'))::date`.as(
            'day',
          ),
        })
        .from(profiles)
        .where(eq(profiles.id, userId)),
    )
    .onConflictDoNothing();
}

export type EntryInput = {
  id?: string;
  text: string;
  mood?: number | null;
  tags?: string[];
  sessionId?: string | null;
  prompt?: string | null;
  aiOptOut?: boolean;
  writtenAt?: string;
};

/**
 * Creates the entry, or answers the one already stored under the client's id: a draft sent again
 * after a dropped answer is the same entry (`created: false`), never a second row. An id that is
 * another user's is refused without saying whose it is.
 */
export async function createEntry(
  db: Database,
  userId: string,
  input: EntryInput,
): Promise<{ joined: Joined; created: boolean }> {
  const now = new Date();
  // A draft written offline keeps the time it was written; a claim from the future is the server's now.
  const writtenAt = input.writtenAt && new Date(input.writtenAt) < now ? new Date(input.writtenAt) : now;
  const aiOptOut = input.aiOptOut ?? false;
  const inserted = await db
    .insert(journalEntries)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      text: input.text,
      mood: input.mood ?? null,
      tags: input.tags ?? [],
      themes: themesOf(input.text, '', aiOptOut),
      sessionId: await resolveSessionId(db, input.sessionId),
      prompt: input.prompt || null,
      aiOptOut,
      createdAt: writtenAt,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: journalEntries.id })
    .returning({ id: journalEntries.id });
  const id = inserted[0]?.id ?? input.id;
  if (!id) throw new Error('insert returned no row');
  if (!inserted[0]) {
    const [owner] = await db
      .select({ userId: journalEntries.userId })
      .from(journalEntries)
      .where(eq(journalEntries.id, id));
    if (owner?.userId !== userId) throw new AppError('entry_id_taken');
  } else {
    await recordActivityDay(db, userId, writtenAt);
  }
  return { joined: await findEntry(db, userId, id), created: Boolean(inserted[0]) };
}

export type EntryChanges = Partial<{
  text: string;
  transcript: string;
  mood: number | null;
  tags: string[];
  aiOptOut: boolean;
}>;

export async function updateEntry(db: Database, userId: string, id: string, changes: EntryChanges) {
  const { entry } = await findEntry(db, userId, id);
  const text = changes.text ?? entry.text;
  const transcript = changes.transcript ?? entry.transcript;
  const aiOptOut = changes.aiOptOut ?? entry.aiOptOut;
  await db
    .update(journalEntries)
    .set({
      ...changes,
      ...(changes.transcript !== undefined && changes.transcript.trim() ? { transcriptStatus: 'done' } : {}),
      themes: themesOf(text, transcript, aiOptOut),
      updatedAt: new Date(),
    })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
  return findEntry(db, userId, id);
}

/** Deletes entries (one, or all of the user's) and answers the audio keys the caller must remove. */
export async function deleteEntries(db: Database, userId: string, id?: string): Promise<(string | null)[]> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.userId, userId), id ? eq(journalEntries.id, id) : undefined))
    .returning({ audioKey: journalEntries.audioKey });
  if (id && rows.length === 0) throw new AppError('entry_not_found');
  return rows.map((r) => r.audioKey);
}

export type EntryFilters = {
  q?: string;
  mood?: number;
  tag?: string;
  sessionId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
};

type EntryCursor = { createdAt: string; id: string };

const encodeCursor = (c: EntryCursor) =>
  Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');

function decodeCursor(text: string): EntryCursor {
  const invalid = new AppError('validation_failed', {
    message: 'Invalid value for: cursor',
    issues: [{ field: 'cursor', message: 'Not a cursor returned by this API' }],
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/.test(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    !UUID.test(parsed[1])
  ) {
    throw invalid;
  }
  return { createdAt: parsed[0], id: parsed[1] };
}

/**
 * The instant a local day of the user's starts, `plus` (an interval) after `day`, in SQL. The
 * interval is added to the local date, before the zone, so a DST change inside it shifts nothing.
 */
const localDayStart = (day: string, timeZone: string, plus = '0 days') =>
  sql`((${day}::date + ${plus}::interval)::timestamp at time zone ${timeZone})`;

export async function timeZoneOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.timeZone ?? 'UTC';
}

/**
 * The caller's entries, newest first, a page at a time (keyset on created_at and id, so paging is as
 * fast on the thousandth page as on the first). `q` searches the text and the transcript.
 */
export async function listEntries(
  db: Database,
  userId: string,
  filters: EntryFilters,
  authSecret: string,
): Promise<EntryPage> {
  const conditions: (SQL | undefined)[] = [eq(journalEntries.userId, userId)];
  if (filters.q) {
    conditions.push(sql`${journalEntries.search} @@ websearch_to_tsquery('english', ${filters.q})`);
  }
  if (filters.mood) conditions.push(eq(journalEntries.mood, filters.mood));
  if (filters.tag) conditions.push(sql`${journalEntries.tags} @> array[${filters.tag}]::text[]`);
  if (filters.sessionId) {
    const sessionId = await resolveSessionId(db, filters.sessionId);
    if (!sessionId) return { items: [], nextCursor: null };
    conditions.push(eq(journalEntries.sessionId, sessionId));
  }
  if (filters.from || filters.to) {
    const timeZone = await timeZoneOf(db, userId);
    if (filters.from) conditions.push(gte(journalEntries.createdAt, localDayStart(filters.from, timeZone)));
    if (filters.to) {
      conditions.push(lt(journalEntries.createdAt, localDayStart(filters.to, timeZone, '1 day')));
    }
  }
  if (filters.cursor) {
    const cursor = decodeCursor(filters.cursor);
    conditions.push(
      or(
        lt(journalEntries.createdAt, sql`${cursor.createdAt}::timestamptz`),
        and(
          eq(journalEntries.createdAt, sql`${cursor.createdAt}::timestamptz`),
          lt(journalEntries.id, cursor.id),
        ),
      ),
    );
  }
  const rows = await db
    .select({
      ...entryColumns,
      cursorAt: sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(journalEntries)
    .leftJoin(sessions, eq(sessions.id, journalEntries.sessionId))
    .where(and(...conditions))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(filters.limit + 1);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toEntry(row, authSecret)),
    nextCursor:
      rows.length > filters.limit && last
        ? encodeCursor({ createdAt: last.cursorAt, id: last.entry.id })
        : null,
  };
}

/** The days of a month (in the user's time zone) with entries, their count and average mood. */
export async function entryCalendar(db: Database, userId: string, month: string) {
  const timeZone = await timeZoneOf(db, userId);
  const start = localDayStart(`${month}-01`, timeZone);
  const localDay = sql<string>`(${journalEntries.createdAt} at time zone ${timeZone})::date::text`;
  const days = await db
    .select({
      date: localDay,
      count: sql<number>`count(*)::int`,
      averageMood: sql<number | null>`round(avg(${journalEntries.mood}), 1)::float8`,
    })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        gte(journalEntries.createdAt, start),
        lt(journalEntries.createdAt, localDayStart(`${month}-01`, timeZone, '1 month')),
      ),
    )
    // By position: the zone is a parameter, and PostgreSQL cannot tell two parameters are equal.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { month, days };
}
