import { and, eq, getTableColumns, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedSql } from '#server/db/prepared.ts';
import { journalEntries, owlMessages, profiles, sessions } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import type { Entry, EntryPage } from '#shared/schemas/journal.ts';
import { analyseText } from './owl/analyse.ts';

// Reads leave out the search vector: nothing shows it, and it is the largest column.
const { search: _search, ...entryRowColumns } = getTableColumns(journalEntries);
type EntryRow = Omit<typeof journalEntries.$inferSelect, 'search'>;
type Joined = { entry: EntryRow; sessionTitle: string | null; owlMessageCount: number };

/** What every read of entries selects: the row, its session's title and the size of its conversation. */
const entryColumns = {
  entry: entryRowColumns,
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
    momentSeconds: entry.momentSeconds,
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

export type EntryInput = {
  id?: string;
  text: string;
  mood?: number | null;
  tags?: string[];
  sessionId?: string | null;
  momentSeconds?: number | null;
  prompt?: string | null;
  aiOptOut?: boolean;
  writtenAt?: string;
};

/**
 * The save of a new entry, in one statement prepared once: the row (under the client's id, nothing
 * when that id is stored already), the user's local day marked active (a journal entry keeps a
 * streak going), and what the badge check and the Owl's memory need to know afterwards.
 * Every extra round trip cost a save about a tenth of a millisecond of the server's CPU, and the
 * target is 1,000 saves a second. Counts in the outer select see the table as it was
 * before this statement, hence `earlier_entries`.
 */
const saveEntryStatement = preparedSql<{
  id: string | null;
  session_id: string | null;
  session_title: string | null;
  moment_seconds: number | null;
  new_day: boolean;
  earlier_entries: number;
  held: string[];
  ai_enabled: boolean;
}>(
  'save_journal_entry',
  sql`
    with linked as materialized (
      select id, title from sessions
      where id = ${sql.placeholder('sessionUuid')}::uuid or slug = ${sql.placeholder('sessionSlug')}
      limit 1
    ),
    inserted as (
      insert into journal_entries
        (id, user_id, text, mood, tags, themes, session_id, moment_seconds, prompt, ai_opt_out, created_at,
         updated_at)
      values (
        coalesce(${sql.placeholder('id')}::uuid, gen_random_uuid()), ${sql.placeholder('userId')},
        ${sql.placeholder('text')}, ${sql.placeholder('mood')}::int, ${sql.placeholder('tags')}::text[],
        ${sql.placeholder('themes')}::text[], (select id from linked),
        -- A moment means nothing without its session: a stale session link drops it too.
        (select ${sql.placeholder('momentSeconds')}::real from linked), ${sql.placeholder('prompt')},
        ${sql.placeholder('aiOptOut')}::boolean, ${sql.placeholder('writtenAt')}::timestamptz,
        ${sql.placeholder('now')}::timestamptz
      )
      on conflict (id) do nothing
      returning id
    ),
    day as (
      insert into activity_days (user_id, day)
      select p.id, (${sql.placeholder('writtenAt')}::timestamptz at time zone coalesce(p.time_zone, 'UTC'))::date
      from profiles p where p.id = ${sql.placeholder('userId')} and exists (select 1 from inserted)
      on conflict do nothing
      returning day
    ),
    streak_version as (
      -- A new active day outdates the profile's streak fold (progress/streak.service.ts).
      update profiles set activity_version = activity_version + 1
      where id = ${sql.placeholder('userId')} and exists (select 1 from day)
    )
    select
      (select id from inserted) as id,
      (select id from linked) as session_id,
      (select title from linked) as session_title,
      (select ${sql.placeholder('momentSeconds')}::real from linked) as moment_seconds,
      exists (select 1 from day) as new_day,
      (select count(*)::int from journal_entries where user_id = ${sql.placeholder('userId')}) as earlier_entries,
      array(select badge_id from user_badges where user_id = ${sql.placeholder('userId')}) as held,
      coalesce((select ai_enabled from journal_settings where user_id = ${sql.placeholder('userId')}), true)
        as ai_enabled`,
);

/** What a new entry's save tells the steps after it (badges, the Owl's memory). */
export type AfterSave = { entries: number; newDay: boolean; held: string[]; aiEnabled: boolean };

/**
 * Creates the entry, or answers the one already stored under the client's id: a draft sent again
 * after a dropped answer is the same entry (`created: false`), never a second row. An id that is
 * another user's is refused without saying whose it is.
 */
export async function createEntry(
  db: Database,
  userId: string,
  input: EntryInput,
): Promise<{ joined: Joined; created: true; after: AfterSave } | { joined: Joined; created: false }> {
  const now = new Date();
  // A draft written offline keeps the time it was written; a claim from the future is the server's now.
  const writtenAt = input.writtenAt && new Date(input.writtenAt) < now ? new Date(input.writtenAt) : now;
  const aiOptOut = input.aiOptOut ?? false;
  const session = input.sessionId ?? null;
  const tags = input.tags ?? [];
  const themes = themesOf(input.text, '', aiOptOut);
  const [saved] = await saveEntryStatement(db, {
    id: input.id ?? null,
    userId,
    text: input.text,
    mood: input.mood ?? null,
    tags,
    themes,
    sessionUuid: session && UUID.test(session) ? session : null,
    sessionSlug: session && !UUID.test(session) ? session : null,
    momentSeconds: input.momentSeconds ?? null,
    prompt: input.prompt || null,
    aiOptOut,
    writtenAt: writtenAt.toISOString(),
    now: now.toISOString(),
  });
  if (!saved?.id) {
    if (!input.id) throw new Error('insert returned no row');
    const [owner] = await db
      .select({ userId: journalEntries.userId })
      .from(journalEntries)
      .where(eq(journalEntries.id, input.id));
    if (owner?.userId !== userId) throw new AppError('entry_id_taken');
    return { joined: await findEntry(db, userId, input.id), created: false };
  }
  // A new entry is exactly what was sent: no need to read it back.
  const entry: EntryRow = {
    id: saved.id,
    userId,
    text: input.text,
    transcript: '',
    transcriptStatus: 'none',
    mood: input.mood ?? null,
    tags,
    themes,
    sessionId: saved.session_id,
    momentSeconds: saved.moment_seconds,
    prompt: input.prompt || null,
    aiOptOut,
    audioKey: null,
    audioMimeType: null,
    audioDurationSeconds: null,
    createdAt: writtenAt,
    updatedAt: now,
  };
  return {
    joined: { entry, sessionTitle: saved.session_title, owlMessageCount: 0 },
    created: true,
    after: {
      entries: saved.earlier_entries + 1,
      newDay: saved.new_day,
      held: saved.held,
      aiEnabled: saved.ai_enabled,
    },
  };
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
    // Matched over the caller's own entries only (read by their index, newest first): through the
    // full-text index, PostgreSQL fetched every entry of every user holding the word, so a search
    // slowed down as the whole journal table grew (the journal bench). coalesce() keeps it off that index.
    conditions.push(
      sql`coalesce(${journalEntries.search}, ''::tsvector) @@ websearch_to_tsquery('english', ${filters.q})`,
    );
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
    // `nulls last` as the index is built (Drizzle's desc()): without it the index cannot give the
    // order, and a search sorted every match of the word across all users' entries.
    .orderBy(sql`${journalEntries.createdAt} desc nulls last`, sql`${journalEntries.id} desc nulls last`)
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
