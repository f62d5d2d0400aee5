import { z } from 'zod';
import { hasControlBesidesLineBreaks } from '#shared/schemas/contact.ts';
import { earnedBadgeSchema } from '#shared/schemas/progress.ts';
import { SAFE_TEXT_MESSAGE, safeText } from '#shared/schemas/safe-text.ts';
import {
  JOURNAL_TEXT_MAX,
  JOURNAL_PROMPT_MAX,
  JOURNAL_TAG_MAX,
  JOURNAL_TAGS_MAX,
  OWL_MESSAGE_MAX,
  OWL_MEMORY_TEXT_MAX,
  JOURNAL_PAGE_SIZE,
  JOURNAL_PAGE_MAX,
  JOURNAL_MOMENT_MAX,
  TRANSCRIPT_STATUSES,
  INSIGHT_RANGES,
} from '#shared/journal.ts';

export const moodSchema = z.number().int().min(1, 'Mood goes from 1 to 5.').max(5, 'Mood goes from 1 to 5.');

/** Journal text: line breaks and tabs are writing; any other control character is refused. */
const journalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE);

const tagSchema = safeText(JOURNAL_TAG_MAX, { trim: true })
  .min(1, 'Tags cannot be empty.')
  .transform((tag) => tag.toLowerCase());
const tagsSchema = z
  .array(tagSchema)
  .max(JOURNAL_TAGS_MAX, `Use at most ${JOURNAL_TAGS_MAX} tags.`)
  .transform((tags) => [...new Set(tags)]);

/** A moment of a session, in seconds from its start; no session is anywhere near a day long. */
export const momentSchema = z
  .number()
  .min(0, 'A moment is a second of the session, from 0.')
  .max(JOURNAL_MOMENT_MAX, 'That moment is past the end of any session.');

/** An entry id: the client makes it (a UUID), so a retried create is recognised as the same entry. */
export const entryIdSchema = z.uuid('Entry ids are UUIDs.');

/** Body of `POST /api/journal/entries`. The same `id` again answers 200 with the stored entry. */
export const entryCreateSchema = z
  .object({
    id: entryIdSchema.optional(),
    text: journalText(JOURNAL_TEXT_MAX, `Please keep an entry under ${JOURNAL_TEXT_MAX} characters.`),
    mood: moodSchema.nullable().optional(),
    tags: tagsSchema.optional(),
    sessionId: safeText(100).min(1).nullable().optional(),
    /** The second of the session the entry is about (a saved transcript line); kept only with a session. */
    momentSeconds: momentSchema.nullable().optional(),
    prompt: journalText(JOURNAL_PROMPT_MAX, 'The prompt is too long.').nullable().optional(),
    aiOptOut: z.boolean().optional(),
    /** When the entry was written, for drafts saved offline and sent later; never in the future. */
    writtenAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .meta({ id: 'JournalEntryCreate' });
export type EntryCreate = z.input<typeof entryCreateSchema>;

/** Body of `PATCH /api/journal/entries/:id`: any of the editable fields. */
export const entryPatchSchema = z
  .object({
    text: journalText(JOURNAL_TEXT_MAX, `Please keep an entry under ${JOURNAL_TEXT_MAX} characters.`),
    transcript: journalText(JOURNAL_TEXT_MAX, 'The transcript is too long.'),
    mood: moodSchema.nullable(),
    tags: tagsSchema,
    aiOptOut: z.boolean(),
  })
  .partial()
  .strict()
  .meta({ id: 'JournalEntryPatch' });
export type EntryPatch = z.input<typeof entryPatchSchema>;

export const entryAudioSchema = z
  .object({
    url: z.string().describe('Signed, short-lived'),
    durationSeconds: z.number(),
    mimeType: z.string(),
  })
  .meta({ id: 'JournalAudio' });

export const entrySchema = z
  .object({
    id: z.string(),
    text: z.string(),
    transcript: z.string(),
    transcriptStatus: z.enum(TRANSCRIPT_STATUSES),
    mood: z.number().int().nullable(),
    tags: z.array(z.string()),
    sessionId: z.string().nullable(),
    sessionTitle: z.string().nullable(),
    /** Where in the session the entry points (a saved transcript line), in seconds; null when nowhere. */
    momentSeconds: z.number().nullable(),
    prompt: z.string().nullable(),
    aiOptOut: z.boolean(),
    audio: entryAudioSchema.nullable(),
    /** Messages in this entry's Owl conversation. */
    owlMessageCount: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'JournalEntry' });
export type Entry = z.infer<typeof entrySchema>;

/** The answer to creating an entry: the entry, and the badges saving it earned. */
export const entryCreatedSchema = entrySchema
  .extend({ newBadges: z.array(earnedBadgeSchema).optional() })
  .meta({ id: 'JournalEntryCreated' });

const isoDate = z.iso.date('Dates are YYYY-MM-DD.');

/** Query of `GET /api/journal/entries`. `from` and `to` are days in the user's time zone, inclusive. */
export const entryListQuerySchema = z
  .object({
    q: safeText(200, { trim: true }).optional(),
    mood: z.coerce.number().int().min(1).max(5).optional(),
    tag: tagSchema.optional(),
    sessionId: safeText(100).min(1).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    cursor: safeText(200).optional(),
    limit: z.coerce.number().int().min(1).max(JOURNAL_PAGE_MAX).default(JOURNAL_PAGE_SIZE),
  })
  .meta({ id: 'JournalEntryQuery' });

export const entryPageSchema = z
  .object({ items: z.array(entrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'JournalEntryPage' });
export type EntryPage = z.infer<typeof entryPageSchema>;

/** `GET /api/journal/calendar?month=YYYY-MM`: the days of a month that have entries. */
export const calendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Months are YYYY-MM.'),
});
export const calendarSchema = z
  .object({
    month: z.string(),
    days: z.array(
      z.object({ date: z.string(), count: z.number().int(), averageMood: z.number().nullable() }),
    ),
  })
  .meta({ id: 'JournalCalendar' });
export type JournalCalendar = z.infer<typeof calendarSchema>;

export const audioUploadResultSchema = z
  .object({ audio: entryAudioSchema, transcriptStatus: z.enum(TRANSCRIPT_STATUSES) })
  .meta({ id: 'JournalAudioUpload' });
export type AudioUploadResult = z.infer<typeof audioUploadResultSchema>;

export const transcribeResultSchema = z
  .object({ transcriptStatus: z.enum(TRANSCRIPT_STATUSES) })
  .meta({ id: 'JournalTranscribe' });

/** `GET /api/journal/prompt/today`: Founder Flow AI's one question of the day for this user. */
export const dailyPromptSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    reason: z.string().describe('Why this question today, in words the page shows'),
    date: z.string().describe("The user's local day, YYYY-MM-DD"),
  })
  .meta({ id: 'JournalDailyPrompt' });
export type DailyPromptAnswer = z.infer<typeof dailyPromptSchema>;

export const insightsQuerySchema = z.object({ range: z.enum(INSIGHT_RANGES).default('30d') });
export const insightsSchema = z
  .object({
    range: z.enum(INSIGHT_RANGES),
    entryCount: z.number().int(),
    averageMood: z.number().nullable(),
    /** One point per day with a mood, oldest first. */
    moodByDay: z.array(z.object({ date: z.string(), mood: z.number() })),
    entriesByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
    themes: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
    /** Sessions with entries, by how far the mood of their entries sits above the user's average. */
    sessionMoods: z.array(
      z.object({
        sessionId: z.string(),
        sessionTitle: z.string(),
        entries: z.number().int(),
        averageMood: z.number(),
        difference: z.number(),
      }),
    ),
  })
  .meta({ id: 'JournalInsights' });
export type JournalInsights = z.infer<typeof insightsSchema>;

/** Who answers: the offline Owl on this server, or a configured model (named for the user). */
export const owlInfoSchema = z
  .object({
    kind: z.enum(['offline', 'model']),
    name: z.string().describe("What the page shows, e.g. 'Offline Owl (runs on Founder Flow’s server)'"),
    /** Model replies left today for a free user; null when unlimited (Premium, or the offline Owl). */
    repliesLeftToday: z.number().int().nullable(),
    aiEnabled: z.boolean().describe('The user’s setting; when false the Owl does not answer at all'),
  })
  .meta({ id: 'OwlInfo' });
export type OwlInfo = z.infer<typeof owlInfoSchema>;

export const owlMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'owl']),
    text: z.string(),
    suggestion: z.object({ sessionId: z.string(), title: z.string() }).nullable(),
    distress: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OwlMessage' });
export type OwlMessage = z.infer<typeof owlMessageSchema>;

/** `GET /api/journal/owl` and `GET /api/journal/entries/:id/owl`: a conversation so far. */
export const owlConversationSchema = z
  .object({
    owl: owlInfoSchema,
    messages: z.array(owlMessageSchema).describe('Oldest first'),
    boundaryNote: z.string(),
  })
  .meta({ id: 'OwlConversation' });
export type OwlConversation = z.infer<typeof owlConversationSchema>;

/**
 * Body of the Owl's POST routes. An empty message on an entry asks the Owl to open the conversation
 * by reflecting on the entry. The answer is a stream of server-sent events: `delta` events
 * (`{ "text": "…" }`, the reply as it is written), then one `done` event with the stored
 * `OwlMessage`, or one `error` event with `{ code, message }` (the error catalogue's).
 */
export const owlAskSchema = z
  .object({
    message: journalText(OWL_MESSAGE_MAX, `Please keep a message under ${OWL_MESSAGE_MAX} characters.`),
  })
  .strict()
  .meta({ id: 'OwlAsk' });
export const OWL_STREAM_EVENTS = ['delta', 'done', 'error'] as const;

export const memoryItemSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    source: z.enum(['user', 'owl']),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OwlMemoryItem' });
export type MemoryItem = z.infer<typeof memoryItemSchema>;
export const memoryListSchema = z.object({ items: z.array(memoryItemSchema) }).meta({ id: 'OwlMemory' });
/** Body of `PUT /api/journal/memory/:id` (creates the item under the client's id, or replaces its text). */
export const memoryPutSchema = z
  .object({
    text: safeText(OWL_MEMORY_TEXT_MAX, { trim: true }).min(1, 'A memory cannot be empty.'),
  })
  .strict()
  .meta({ id: 'OwlMemoryPut' });

/** `GET` / `PUT /api/journal/settings`. */
export const journalSettingsSchema = z
  .object({
    aiEnabled: z.boolean().describe('Off: the Owl never answers and nothing is sent to any provider'),
  })
  .strict()
  .meta({ id: 'JournalSettings' });
export type JournalSettings = z.infer<typeof journalSettingsSchema>;

export const deletedCountSchema = z.object({ deleted: z.number().int() }).meta({ id: 'DeletedCount' });
