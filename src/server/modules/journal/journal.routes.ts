import { z } from 'zod';
import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import { JOURNAL_AUDIO_TYPES } from '#shared/journal.ts';
import {
  audioUploadResultSchema,
  calendarQuerySchema,
  calendarSchema,
  dailyPromptSchema,
  deletedCountSchema,
  entryCreatedSchema,
  entryCreateSchema,
  entryListQuerySchema,
  entryPageSchema,
  entryPatchSchema,
  entrySchema,
  insightsQuerySchema,
  insightsSchema,
  journalSettingsSchema,
  transcribeResultSchema,
} from '#shared/schemas/journal.ts';
import { awardJournalBadges } from '#server/modules/progress/index.ts';
import {
  createEntry,
  deleteEntries,
  entryCalendar,
  findEntry,
  listEntries,
  toEntry,
  updateEntry,
} from './entries.service.ts';
import { saveEntryRecording } from './entry-audio.service.ts';
import { exportJournal } from './export.service.ts';
import { journalInsights, todaysPrompt } from './insights.service.ts';
import { rememberFactsFrom } from './memory.service.ts';
import { journalSettingsOf, saveJournalSettings } from './settings.service.ts';
import { requestTranscription } from './transcription.service.ts';

const tags = ['Journal'];
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/entries',
  tags,
  summary: 'The caller’s entries, newest first: full-text search and filters, a page at a time',
  request: { query: entryListQuerySchema },
  responses: { 200: jsonResponse(entryPageSchema, 'A page of entries') },
});

const createRoute = defineRoute('user', {
  method: 'post',
  path: '/journal/entries',
  tags,
  summary: 'Save an entry; the same client id again answers the stored entry (200), never a second one',
  request: jsonBody(entryCreateSchema),
  responses: {
    200: jsonResponse(entrySchema, 'Already saved under this id'),
    201: jsonResponse(entryCreatedSchema, 'Saved, with the badges it earned'),
    409: errors[409],
  },
});

const deleteAllRoute = defineRoute('user', {
  method: 'delete',
  path: '/journal/entries',
  tags,
  summary: 'Delete all of the caller’s entries, their recordings and conversations',
  responses: { 200: jsonResponse(deletedCountSchema, 'How many entries were deleted') },
});

const getRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/entries/{id}',
  tags,
  summary: 'One of the caller’s entries',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(entrySchema, 'The entry'), 404: errors[404] },
});

const patchRoute = defineRoute('user', {
  method: 'patch',
  path: '/journal/entries/{id}',
  tags,
  summary: 'Edit an entry: text, transcript, mood, tags, or keep it away from AI',
  request: { params: UuidParam, ...jsonBody(entryPatchSchema) },
  responses: { 200: jsonResponse(entrySchema, 'The entry as saved'), 404: errors[404] },
});

const deleteRoute = defineRoute('user', {
  method: 'delete',
  path: '/journal/entries/{id}',
  tags,
  summary: 'Delete an entry, its recording and its conversation',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(deletedCountSchema, 'Deleted'), 404: errors[404] },
});

const audioRoute = defineRoute('user', {
  method: 'post',
  path: '/journal/entries/{id}/audio',
  tags,
  summary:
    'Keep a recording for the entry (raw body; type checked by its bytes; ≤ 25 MB, ≤ 10 minutes); sending it again replaces it',
  request: {
    params: UuidParam,
    body: {
      content: Object.fromEntries(
        JOURNAL_AUDIO_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
      required: true,
    },
  },
  responses: {
    200: jsonResponse(audioUploadResultSchema, 'The recording as kept'),
    404: errors[404],
  },
});

const transcribeRoute = defineRoute('user', {
  method: 'post',
  path: '/journal/entries/{id}/transcribe',
  tags,
  summary: 'Queue the entry’s recording for transcription (a durable background job)',
  request: { params: UuidParam },
  responses: {
    202: jsonResponse(transcribeResultSchema, 'Queued'),
    404: errors[404],
    409: errors[409],
  },
});

const calendarRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/calendar',
  tags,
  summary: 'The days of a month (in the user’s time zone) that have entries',
  request: { query: calendarQuerySchema },
  responses: { 200: jsonResponse(calendarSchema, 'Days with entries') },
});

const promptRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/prompt/today',
  tags,
  summary: 'Founder Flow AI’s reflective question of the day for the caller',
  responses: { 200: jsonResponse(dailyPromptSchema, 'Today’s question') },
});

const insightsRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/insights',
  tags,
  summary: 'Mood over time, entries per week, themes and the sessions that moved the mood',
  request: { query: insightsQuerySchema },
  responses: { 200: jsonResponse(insightsSchema, 'Insights over the range') },
});

const settingsRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/settings',
  tags,
  summary: 'The caller’s journal settings',
  responses: { 200: jsonResponse(journalSettingsSchema, 'Settings') },
});

const saveSettingsRoute = defineRoute('user', {
  method: 'put',
  path: '/journal/settings',
  tags,
  summary: 'Change the journal settings (turn AI off entirely)',
  request: jsonBody(journalSettingsSchema),
  responses: { 200: jsonResponse(journalSettingsSchema, 'Settings as saved') },
});

const exportRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/export',
  tags,
  summary: 'Everything in the journal as a zip: Markdown per entry, the recordings, and JSON',
  responses: {
    200: {
      description: 'A zip archive',
      content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
});

async function removeRecordings(media: { remove(key: string): Promise<void> }, keys: (string | null)[]) {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => media.remove(k)));
}

export function journalRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { db, env } = c.var.deps;
      return c.json(await listEntries(db, c.var.user.id, c.req.valid('query'), env.authSecret), 200);
    })
    .openapi(createRoute, async (c) => {
      const { db, env } = c.var.deps;
      const input = c.req.valid('json');
      const saved = await createEntry(db, c.var.user.id, input);
      const entry = toEntry(saved.joined, env.authSecret);
      if (!saved.created) return c.json(entry, 200);
      if (!entry.aiOptOut && saved.after.aiEnabled) await rememberFactsFrom(db, c.var.user.id, entry.text);
      const newBadges = await awardJournalBadges(db, c.var.user.id, { at: new Date(), ...saved.after });
      return c.json({ ...entry, newBadges }, 201);
    })
    .openapi(deleteAllRoute, async (c) => {
      const keys = await deleteEntries(c.var.deps.db, c.var.user.id);
      await removeRecordings(c.var.deps.media, keys);
      return c.json({ deleted: keys.length }, 200);
    })
    .openapi(getRoute, async (c) => {
      const { db, env } = c.var.deps;
      return c.json(
        toEntry(await findEntry(db, c.var.user.id, c.req.valid('param').id), env.authSecret),
        200,
      );
    })
    .openapi(patchRoute, async (c) => {
      const { db, env } = c.var.deps;
      const joined = await updateEntry(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toEntry(joined, env.authSecret), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const keys = await deleteEntries(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      await removeRecordings(c.var.deps.media, keys);
      return c.json({ deleted: keys.length }, 200);
    })
    .openapi(audioRoute, async (c) =>
      c.json(
        await saveEntryRecording(c.var.deps, c.var.user.id, c.req.valid('param').id, c.req.raw.body),
        200,
      ),
    )
    .openapi(transcribeRoute, async (c) =>
      c.json(await requestTranscription(c.var.deps, c.var.user.id, c.req.valid('param').id), 202),
    )
    .openapi(calendarRoute, async (c) =>
      c.json(await entryCalendar(c.var.deps.db, c.var.user.id, c.req.valid('query').month), 200),
    )
    .openapi(promptRoute, async (c) => c.json(await todaysPrompt(c.var.deps.db, c.var.user.id), 200))
    .openapi(insightsRoute, async (c) =>
      c.json(await journalInsights(c.var.deps.db, c.var.user.id, c.req.valid('query').range), 200),
    )
    .openapi(settingsRoute, async (c) => c.json(await journalSettingsOf(c.var.deps.db, c.var.user.id), 200))
    .openapi(saveSettingsRoute, async (c) =>
      c.json(await saveJournalSettings(c.var.deps.db, c.var.user.id, c.req.valid('json')), 200),
    )
    .openapi(exportRoute, (c) => {
      const day = new Date().toISOString().slice(0, 10);
      return c.body(exportJournal(c.var.deps, c.var.user.id), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="founder-flow-journal-${day}.zip"`,
        'Cache-Control': 'no-store',
      });
    });
}
