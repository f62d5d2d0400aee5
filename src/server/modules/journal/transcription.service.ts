import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.ts';
import { journalEntries } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { transcribeRecording } from '#server/integrations/ai/transcriber.ts';
import { enqueueJob, type JobHandler } from '#server/jobs/job-queue.ts';
import type { TranscriptStatus } from '#shared/journal.ts';
import { findEntry, themesOf } from './entries.service.ts';
import { journalSettingsOf } from './settings.service.ts';

export const TRANSCRIBE_QUEUE = 'journal.transcribe';

async function markPending(deps: AppDeps, userId: string, entryId: string) {
  await deps.db
    .update(journalEntries)
    .set({ transcriptStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)));
  await enqueueJob(deps.db, TRANSCRIBE_QUEUE, { entryId });
}

/**
 * After an upload: queues the recording for the provider when one is configured, the user has AI on
 * and the entry is not kept away from AI; otherwise the status stays as it was (a transcript typed
 * or dictated in the browser is kept).
 */
export async function queueTranscriptionIfAllowed(
  deps: AppDeps,
  userId: string,
  entryId: string,
): Promise<TranscriptStatus> {
  const { entry } = await findEntry(deps.db, userId, entryId);
  const { aiEnabled } = await journalSettingsOf(deps.db, userId);
  if (!deps.env.transcription || entry.aiOptOut || !aiEnabled) return entry.transcriptStatus;
  await markPending(deps, userId, entryId);
  return 'pending';
}

/** 'Transcribe': for a recording made while no provider was configured, or after a failure. */
export async function requestTranscription(deps: AppDeps, userId: string, entryId: string) {
  const { entry } = await findEntry(deps.db, userId, entryId);
  if (!entry.audioKey) throw new AppError('no_recording');
  if (entry.aiOptOut) throw new AppError('ai_opted_out');
  if (!(await journalSettingsOf(deps.db, userId)).aiEnabled) throw new AppError('ai_disabled');
  if (!deps.env.transcription) throw new AppError('transcription_not_configured');
  if (entry.transcriptStatus !== 'pending') await markPending(deps, userId, entryId);
  return { transcriptStatus: 'pending' as const };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The job: sends the recording to the provider and stores the text. It checks again that the entry
 * may go to AI, since the user can keep it away (or turn AI off) while the job waits.
 */
export function transcriptionJob(deps: AppDeps): JobHandler {
  const entryOf = async (payload: Record<string, unknown>) => {
    const entryId = typeof payload.entryId === 'string' ? payload.entryId : '';
    const [entry] = await deps.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    return entry;
  };
  return {
    async run(payload) {
      const entry = await entryOf(payload);
      const config = deps.env.transcription;
      if (!entry?.audioKey || entry.transcriptStatus !== 'pending' || !config) return;
      const { aiEnabled } = await journalSettingsOf(deps.db, entry.userId);
      if (entry.aiOptOut || !aiEnabled) {
        await deps.db
          .update(journalEntries)
          .set({ transcriptStatus: entry.transcript ? 'done' : 'none' })
          .where(eq(journalEntries.id, entry.id));
        return;
      }
      const bytes = await readAll(deps.media.read(entry.audioKey));
      const text = await transcribeRecording(
        config,
        { bytes, mimeType: entry.audioMimeType ?? 'audio/webm', fileName: entry.audioKey.split('/').pop()! },
        deps.env.aiTimeoutMs,
      );
      await deps.db
        .update(journalEntries)
        .set({
          transcript: text,
          transcriptStatus: 'done',
          themes: themesOf(entry.text, text, entry.aiOptOut),
          updatedAt: new Date(),
        })
        .where(and(eq(journalEntries.id, entry.id), eq(journalEntries.transcriptStatus, 'pending')));
    },
    async failed(payload) {
      const entry = await entryOf(payload);
      if (!entry) return;
      await deps.db
        .update(journalEntries)
        .set({ transcriptStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(journalEntries.id, entry.id), eq(journalEntries.transcriptStatus, 'pending')));
    },
  };
}
