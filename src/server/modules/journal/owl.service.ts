import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { isSubscriber } from '#server/auth/guards.ts';
import type { AppDeps } from '#server/deps.ts';
import type { Database } from '#server/db/client.ts';
import {
  coachingPaths,
  journalEntries,
  owlMessages,
  pathSessions,
  profiles,
  sessions,
} from '#server/db/schema/index.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { streamModelReply } from '#server/integrations/ai/chat-model.ts';
import type { OwlConversation, OwlInfo, OwlMessage } from '#shared/schemas/journal.ts';
import { findEntry } from './entries.service.ts';
import { listMemory } from './memory.service.ts';
import { analyseText } from './owl/analyse.ts';
import {
  CRISIS_RESOURCES_LINE,
  OWL_BOUNDARY_NOTE,
  offlineOwlReply,
  type SessionCandidate,
} from './owl/offline-owl.ts';
import { suggestSession } from './owl/session-suggestion.ts';
import { modelPrompt } from './owl-instructions.ts';
import { journalSettingsOf } from './settings.service.ts';

/** How much of a conversation goes back to the Owl with each question. */
const HISTORY_TURNS = 20;
const RECENT_ENTRIES = 30;

const toMessage = (row: typeof owlMessages.$inferSelect): OwlMessage => ({
  id: row.id,
  role: row.role,
  text: row.text,
  suggestion: row.suggestion ?? null,
  distress: row.distress,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's model replies since their local midnight (the free plan's daily allowance). */
async function modelRepliesToday(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(owlMessages)
    .where(
      and(
        eq(owlMessages.userId, userId),
        eq(owlMessages.provider, 'model'),
        gte(
          owlMessages.createdAt,
          sql`(select (now() at time zone coalesce(${profiles.timeZone}, 'UTC'))::date::timestamp at time zone coalesce(${profiles.timeZone}, 'UTC') from ${profiles} where ${profiles.id} = ${userId})`,
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function owlInfo(deps: AppDeps, userId: string): Promise<OwlInfo> {
  const { aiEnabled } = await journalSettingsOf(deps.db, userId);
  const model = deps.env.ai;
  if (!model) {
    return {
      kind: 'offline',
      name: 'Offline Owl — runs on Founder Flow’s server',
      repliesLeftToday: null,
      aiEnabled,
    };
  }
  const unlimited = await isSubscriber(deps, userId);
  const left = unlimited
    ? null
    : Math.max(0, deps.env.aiFreeDailyReplies - (await modelRepliesToday(deps.db, userId)));
  return { kind: 'model', name: `AI model ${model.model}`, repliesLeftToday: left, aiEnabled };
}

async function history(db: Database, userId: string, entryId: string | null) {
  const rows = await db
    .select()
    .from(owlMessages)
    .where(
      and(
        eq(owlMessages.userId, userId),
        entryId ? eq(owlMessages.entryId, entryId) : isNull(owlMessages.entryId),
      ),
    )
    .orderBy(asc(owlMessages.createdAt), asc(owlMessages.id));
  return rows;
}

/** A conversation so far. An entry kept away from AI still shows what was said before it was. */
export async function owlConversation(
  deps: AppDeps,
  userId: string,
  entryId: string | null,
): Promise<OwlConversation> {
  if (entryId) await findEntry(deps.db, userId, entryId);
  const rows = await history(deps.db, userId, entryId);
  return { owl: await owlInfo(deps, userId), messages: rows.map(toMessage), boundaryNote: OWL_BOUNDARY_NOTE };
}

export async function clearGeneralConversation(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(owlMessages)
    .where(and(eq(owlMessages.userId, userId), isNull(owlMessages.entryId)))
    .returning({ id: owlMessages.id });
  return rows.length;
}

/** Active sessions with their paths' titles, for the Owl's suggestions. */
async function sessionCandidates(db: Database): Promise<SessionCandidate[]> {
  const rows = await db
    .select({
      id: sessions.id,
      title: sessions.title,
      description: sessions.description,
      category: sessions.category,
      pathTitles: sql<
        string[]
      >`coalesce(array_agg(${coachingPaths.title}) filter (where ${coachingPaths.id} is not null), '{}')`,
    })
    .from(sessions)
    .leftJoin(pathSessions, eq(pathSessions.sessionId, sessions.id))
    .leftJoin(coachingPaths, eq(coachingPaths.id, pathSessions.pathId))
    .where(eq(sessions.isActive, true))
    .groupBy(sessions.id);
  return rows.map((r) => ({ ...r, category: r.category ?? 'other' }));
}

/**
 * Up to 30 newest entries the user lets the Owl read, for patterns and the weekly summary, each with
 * its voice note's transcript: what was said counts as much as what was typed.
 */
async function recentEntries(db: Database, userId: string) {
  const rows = await db
    .select({
      text: journalEntries.text,
      transcript: journalEntries.transcript,
      mood: journalEntries.mood,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.aiOptOut, false)))
    .orderBy(desc(journalEntries.createdAt))
    .limit(RECENT_ENTRIES);
  return rows.map(({ text, transcript, ...rest }) => ({ ...rest, text: `${text}\n${transcript}`.trim() }));
}

/** Splits an offline reply into the pieces it is streamed in: a few words at a time. */
function* inPieces(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 4) yield words.slice(i, i + 4).join('');
}

/** A generator whose first piece has already arrived: a provider that fails, fails before any answer. */
async function withFirstPiece(pieces: AsyncGenerator<string>): Promise<AsyncGenerator<string>> {
  const first = await pieces.next();
  return (async function* () {
    if (!first.done) yield first.value;
    yield* pieces;
  })();
}

export type OwlReplyStream = {
  pieces: AsyncIterable<string> | Iterable<string>;
  /** Stores the reply once streamed, with anything the server adds (the crisis line), and answers it. */
  save(text: string): Promise<OwlMessage>;
};

type Joined = Awaited<ReturnType<typeof findEntry>>;

/** What the Owl is told about: the entry (if any), the conversation so far, memory and the catalogue. */
type ReplyContext = {
  joined: Joined | null;
  entry: Joined['entry'] | null;
  entryText: string;
  turns: (typeof owlMessages.$inferSelect)[];
  memory: string[];
  catalog: SessionCandidate[];
  seed: string;
};

/** Refuses what cannot be answered (an entry kept from AI, AI off, nothing to answer), else gathers the context. */
async function replyContext(
  db: Database,
  userId: string,
  entryId: string | null,
  message: string,
): Promise<ReplyContext> {
  const joined = entryId ? await findEntry(db, userId, entryId) : null;
  if (joined?.entry.aiOptOut) throw new AppError('ai_opted_out');
  if (!(await journalSettingsOf(db, userId)).aiEnabled) throw new AppError('ai_disabled');
  if (!joined && !message.trim()) {
    throw new AppError('validation_failed', {
      issues: [{ field: 'message', message: 'Write a message for the Owl.' }],
    });
  }
  const turns = (await history(db, userId, entryId)).slice(-HISTORY_TURNS);
  const memory = (await listMemory(db, userId)).map((m) => m.text);
  const catalog = await sessionCandidates(db);
  const entry = joined?.entry ?? null;
  const entryText = entry ? `${entry.text}\n${entry.transcript}`.trim() : '';
  return { joined, entry, entryText, turns, memory, catalog, seed: `${entryId ?? userId}:${turns.length}` };
}

async function offlineReply(db: Database, userId: string, context: ReplyContext, message: string) {
  const { joined, entry, entryText, turns, memory, catalog, seed } = context;
  return offlineOwlReply({
    entry: entry
      ? {
          text: entryText,
          mood: entry.mood,
          tags: entry.tags,
          prompt: entry.prompt,
          session:
            entry.sessionId && joined?.sessionTitle
              ? { id: entry.sessionId, title: joined.sessionTitle }
              : null,
        }
      : null,
    history: turns.map((t) => ({ role: t.role, text: t.text })),
    message,
    memory,
    recentEntries: await recentEntries(db, userId),
    catalog,
    seed,
    now: new Date(),
  });
}

type SaveReply = (
  text: string,
  provider: 'offline' | 'model',
  suggestion: OwlMessage['suggestion'],
) => Promise<OwlMessage>;

/** Stores the user's message (when there is one) and the Owl's reply after it. */
function replySaver(
  db: Database,
  {
    userId,
    entryId,
    message,
    handOff,
  }: { userId: string; entryId: string | null; message: string; handOff: boolean },
): SaveReply {
  return async (text, provider, suggestion) => {
    // A model told of a crisis the detector missed includes the crisis line: stored as a hand-off too.
    const distress = handOff || text.includes(CRISIS_RESOURCES_LINE);
    const now = Date.now();
    if (message.trim()) {
      await db
        .insert(owlMessages)
        .values({ userId, entryId, role: 'user', text: message, createdAt: new Date(now - 1) });
    }
    const row = firstRowOr(
      await db
        .insert(owlMessages)
        .values({
          userId,
          entryId,
          role: 'owl',
          provider,
          text,
          suggestion: distress ? null : suggestion,
          distress,
          createdAt: new Date(now),
        })
        .returning(),
    );
    return toMessage(row);
  };
}

/** The model's reply, once the free plan's allowance allows it and its first piece has arrived. */
async function startModelReply(
  deps: AppDeps,
  model: NonNullable<AppDeps['env']['ai']>,
  {
    userId,
    message,
    context,
    save,
  }: { userId: string; message: string; context: ReplyContext; save: SaveReply },
): Promise<OwlReplyStream> {
  const { joined, entry, entryText, turns, memory, catalog, seed } = context;
  if ((await owlInfo(deps, userId)).repliesLeftToday === 0) throw new AppError('owl_limit_reached');
  const themes = analyseText(`${entryText}\n${message}`).themes;
  const suggestion = suggestSession({
    catalog,
    themes,
    excludeSessionId: entry?.sessionId ?? null,
    lastOwlTurns: turns
      .filter((t) => t.role === 'owl')
      .slice(-2)
      .map((t) => t.text),
    seed,
  });
  const prompt = modelPrompt({
    entry: entry
      ? {
          text: entry.text,
          transcript: entry.transcript,
          mood: entry.mood,
          tags: entry.tags,
          prompt: entry.prompt,
          sessionTitle: joined?.sessionTitle ?? null,
        }
      : null,
    memory,
    suggestion,
    history: turns.map((t) => ({ role: t.role, text: t.text })),
    message,
  });
  let pieces: AsyncGenerator<string>;
  try {
    pieces = await withFirstPiece(streamModelReply(model, { ...prompt, timeoutMs: deps.env.aiTimeoutMs }));
  } catch {
    throw new AppError('ai_provider_failed');
  }
  const stored = suggestion ? { sessionId: suggestion.sessionId, title: suggestion.title } : null;
  return { pieces, save: (text) => save(text, 'model', stored) };
}

/**
 * Starts the Owl's reply to `message` about an entry (or in the general conversation). Everything that
 * can refuse happens before the first piece: the entry is the caller's and not kept away from AI, the
 * user has AI on, the free plan has model replies left, and the model answered at all.
 *
 * A crisis (in the message, the entry, or the week a summary is asked for) is answered with the
 * server's hand-off whichever Owl is configured: the model is not asked, so the answer is never an
 * ordinary coaching question, and neither the daily allowance nor a failing provider can refuse it.
 */
export async function startOwlReply(
  deps: AppDeps,
  userId: string,
  entryId: string | null,
  message: string,
): Promise<OwlReplyStream> {
  const context = await replyContext(deps.db, userId, entryId, message);
  const offline = await offlineReply(deps.db, userId, context, message);
  const save = replySaver(deps.db, { userId, entryId, message, handOff: offline.distress });
  const model = deps.env.ai;
  if (!model || offline.distress) {
    return { pieces: inPieces(offline.text), save: (text) => save(text, 'offline', offline.suggestion) };
  }
  return startModelReply(deps, model, { userId, message, context, save });
}
