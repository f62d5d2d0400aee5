import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import { describeApiError } from '#shared/errors.ts';
import type { EntryCreate, EntryPatch } from '#shared/schemas/journal.ts';
import type { Draft, DraftStore } from './draft-store.ts';

/** The three calls that hand a draft to the server (the API in the page, doubles in the tests). */
export interface DraftTransport {
  create(body: EntryCreate & { id: string }): Promise<unknown>;
  uploadAudio(id: string, audio: Blob): Promise<unknown>;
  patch(id: string, body: EntryPatch): Promise<unknown>;
}

export type SendOutcome =
  /** The server has everything; the draft is gone from this device. */
  | { kind: 'sent'; id: string }
  /** Not reachable (offline, a dropped connection, a 5xx): kept, sent again when back online. */
  | { kind: 'kept'; id: string }
  /** Refused for good (401, 404, 413, 415, 422 …): kept with the reason, for the person to decide. */
  | { kind: 'refused'; id: string; message: string }
  /** Nothing to send: already sent, removed, or still being written. */
  | { kind: 'skipped'; id: string };

export const OFFLINE_DRAFT_MESSAGE =
  'You are offline, so this entry is kept on this device. It will be sent when you are back online.';

function createBody(draft: Draft): EntryCreate & { id: string } {
  return {
    id: draft.id,
    text: draft.text,
    mood: draft.mood,
    tags: draft.tags,
    sessionId: draft.sessionId,
    prompt: draft.prompt,
    aiOptOut: draft.aiOptOut,
    writtenAt: draft.writtenAt,
  };
}

/**
 * Sends one saved draft: the entry under its own id (a repeat answers with the same entry), then its
 * recording, then the transcript heard while recording. The draft is removed only once all of it is
 * on the server; a step that fails leaves it as far as it got (`created` once the entry exists).
 */
async function sendDraft(store: DraftStore, transport: DraftTransport, draft: Draft): Promise<SendOutcome> {
  // Read again: the draft may have been sent (or removed) since the caller listed it.
  const current = await store.get(draft.userId, draft.id);
  if (!current || current.status === 'editing') return { kind: 'skipped', id: draft.id };
  let step = current;
  try {
    if (!step.created) {
      await transport.create(createBody(step));
      step = { ...step, created: true };
      await store.put(step);
    }
    if (step.audio) await transport.uploadAudio(step.id, step.audio);
    if (step.transcript.trim() !== '') await transport.patch(step.id, { transcript: step.transcript });
    await store.remove(step.userId, step.id);
    return { kind: 'sent', id: step.id };
  } catch (error) {
    if (isRetryable(error) || !(error instanceof ApiError)) {
      await store.put({ ...step, status: 'pending', error: null });
      return { kind: 'kept', id: step.id };
    }
    const { message } = describeApiError(error.code, error.message);
    await store.put({ ...step, status: 'refused', error: message });
    return { kind: 'refused', id: step.id, message };
  }
}

/**
 * Sending drafts, each at most once at a time: a save, the page's load and the `online` event can
 * all ask for the same draft, and share the one request in flight instead of racing each other.
 */
export function createDraftSync(store: DraftStore, transport: DraftTransport) {
  const inFlight = new Map<string, Promise<SendOutcome>>();
  const send = (draft: Draft): Promise<SendOutcome> => {
    const key = `${draft.userId}\u0000${draft.id}`;
    const running = inFlight.get(key);
    if (running) return running;
    const sending = sendDraft(store, transport, draft).finally(() => inFlight.delete(key));
    inFlight.set(key, sending);
    return sending;
  };
  /** Every saved draft of the user that is waiting, oldest first; refused ones wait for the person. */
  const flush = async (userId: string): Promise<SendOutcome[]> => {
    const outcomes: SendOutcome[] = [];
    for (const draft of await store.list(userId)) {
      if (draft.status !== 'pending') continue;
      const outcome = await send(draft);
      outcomes.push(outcome);
      // Still offline: the rest would fail the same way.
      if (outcome.kind === 'kept') break;
    }
    return outcomes;
  };
  return { send, flush };
}

export type DraftSync = ReturnType<typeof createDraftSync>;
