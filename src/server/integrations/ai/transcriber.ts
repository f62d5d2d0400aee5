import type { Env } from '#server/env.ts';
import { fieldOf } from '#server/lib/records.ts';

export type TranscriberConfig = NonNullable<Env['transcription']>;

/** A transcription provider that failed; the message names the status, never the audio or its text. */
export class TranscriptionFailedError extends Error {
  override readonly name = 'TranscriptionFailedError';
}

/**
 * Speech to text through any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI, a local
 * whisper server, LocalAI…): a multipart upload of the recording, answered with `{ text }`.
 */
export async function transcribeRecording(
  config: TranscriberConfig,
  recording: { bytes: Uint8Array<ArrayBuffer>; mimeType: string; fileName: string },
  timeoutMs: number,
): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([recording.bytes], { type: recording.mimeType }), recording.fileName);
  form.set('model', config.model);
  form.set('response_format', 'json');
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TranscriptionFailedError(
      `transcription provider unreachable (${String(fieldOf(error, 'name'))})`,
    );
  }
  if (!response.ok) throw new TranscriptionFailedError(`transcription provider answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : undefined;
  if (typeof text !== 'string') throw new TranscriptionFailedError('transcription provider sent no text');
  return text.trim();
}
