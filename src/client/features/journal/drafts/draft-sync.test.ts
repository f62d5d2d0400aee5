import { describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { memoryDraftStore, newDraft, type Draft } from './draft-store.ts';
import { createDraftSync, type DraftTransport } from './draft-sync.ts';
import { defined } from '#shared/testing/defined.ts';

const offline = () => new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);

function transport(overrides: Partial<{ [K in keyof DraftTransport]: Mock<DraftTransport[K]> }> = {}) {
  return {
    create: vi.fn<DraftTransport['create']>(() => Promise.resolve({})),
    uploadAudio: vi.fn<DraftTransport['uploadAudio']>(() => Promise.resolve({})),
    patch: vi.fn<DraftTransport['patch']>(() => Promise.resolve({})),
    ...overrides,
  };
}

async function saved(fields: Partial<Draft> = {}) {
  const store = memoryDraftStore();
  const draft = newDraft('u1', { text: 'Hard day, good call.', status: 'pending', ...fields });
  await store.put(draft);
  return { store, draft };
}

describe('sending drafts', () => {
  it('creates the entry under the draft’s id, then uploads the recording and the transcript, then forgets it', async () => {
    const audio = new Blob(['x'], { type: 'audio/webm' });
    const { store, draft } = await saved({ audio, transcript: 'heard', sessionId: 's1', prompt: 'Why?' });
    const api = transport();
    const outcome = await createDraftSync(store, api).send(draft);

    expect(outcome).toEqual({ kind: 'sent', id: draft.id });
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({
        id: draft.id,
        text: 'Hard day, good call.',
        sessionId: 's1',
        prompt: 'Why?',
      }),
    );
    expect(api.uploadAudio).toHaveBeenCalledWith(draft.id, audio);
    expect(api.patch).toHaveBeenCalledWith(draft.id, { transcript: 'heard' });
    const [created] = api.create.mock.invocationCallOrder;
    const [uploaded] = api.uploadAudio.mock.invocationCallOrder;
    expect(created).toBeLessThan(uploaded ?? 0);
    expect(await store.list('u1')).toEqual([]);
  });

  it('keeps the draft when the network is down or the server fails, and sends it later', async () => {
    const { store, draft } = await saved();
    const down = transport({ create: vi.fn(() => Promise.reject(offline())) });
    expect(await createDraftSync(store, down).send(draft)).toEqual({ kind: 'kept', id: draft.id });
    expect(await store.get('u1', draft.id)).toMatchObject({ status: 'pending', created: false });

    const failing = transport({
      create: vi.fn(() => Promise.reject(new ApiError('internal_error', 'boom', 500))),
    });
    expect((await createDraftSync(store, failing).send(draft)).kind).toBe('kept');

    const up = transport();
    expect(await createDraftSync(store, up).flush('u1')).toEqual([{ kind: 'sent', id: draft.id }]);
    expect(await store.list('u1')).toEqual([]);
  });

  it('sends a draft once when a save, the page load and coming online all ask at the same time', async () => {
    const { store, draft } = await saved();
    let answer = () => {};
    const api = transport({
      create: vi.fn(() => new Promise<unknown>((resolve) => (answer = () => resolve({})))),
    });
    const sync = createDraftSync(store, api);
    const all = Promise.all([sync.send(draft), sync.flush('u1'), sync.flush('u1'), sync.send(draft)]);
    await vi.waitFor(() => expect(api.create).toHaveBeenCalled());
    answer();
    await all;
    expect(api.create).toHaveBeenCalledTimes(1);
    // Later flushes find nothing left to send.
    expect(await sync.flush('u1')).toEqual([]);
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('never sends a draft that is still being written', async () => {
    const { store, draft } = await saved({ status: 'editing' });
    const api = transport();
    const sync = createDraftSync(store, api);
    expect(await sync.flush('u1')).toEqual([]);
    expect(await sync.send(draft)).toEqual({ kind: 'skipped', id: draft.id });
    expect(api.create).not.toHaveBeenCalled();
  });
});

describe('sending a draft whose recording the server does not take', () => {
  it('keeps a refused recording with the catalogue’s message, and does not create the entry twice', async () => {
    const audio = new Blob(['not audio'], { type: 'audio/webm' });
    const { store, draft } = await saved({ audio });
    const refusing = transport({
      uploadAudio: vi.fn(() => Promise.reject(new ApiError('unsupported_media', 'server words', 415))),
    });
    const sync = createDraftSync(store, refusing);
    const outcome = await sync.send(draft);

    expect(outcome).toEqual({ kind: 'refused', id: draft.id, message: API_ERRORS.unsupported_media.message });
    expect(await store.get('u1', draft.id)).toMatchObject({
      status: 'refused',
      created: true,
      error: API_ERRORS.unsupported_media.message,
    });
    // A refused draft waits for the person (send without the recording, or discard): no automatic retry.
    expect(await sync.flush('u1')).toEqual([]);

    const stored = await store.get('u1', draft.id);
    await store.put({ ...defined(stored, 'the stored draft'), audio: null, status: 'pending', error: null });
    const api = transport();
    expect((await createDraftSync(store, api).flush('u1'))[0]?.kind).toBe('sent');
    // The entry was already on the server: only what was missing is sent.
    expect(api.create).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'entry_not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media'],
    [422, 'validation_failed'],
  ])(
    'a recording refused with %i is kept with the reason and not sent again on its own',
    async (status, code) => {
      const audio = new Blob(['voice'], { type: 'audio/webm' });
      const { store, draft } = await saved({ audio });
      const api = transport({
        uploadAudio: vi.fn(() => Promise.reject(new ApiError(code, 'Refused', status))),
      });
      const sync = createDraftSync(store, api);

      const outcome = await sync.send(draft);
      expect(outcome.kind).toBe('refused');
      expect(outcome).toMatchObject({ message: expect.stringMatching(/\w/) });
      expect(await store.get('u1', draft.id)).toMatchObject({ status: 'refused', audio, created: true });
      expect(await sync.flush('u1')).toEqual([]);
      expect(api.uploadAudio).toHaveBeenCalledTimes(1);
    },
  );

  it('a recording the server could not take now (503) waits to be sent again', async () => {
    const audio = new Blob(['voice'], { type: 'audio/webm' });
    const { store, draft } = await saved({ audio });
    const unavailable = transport({
      uploadAudio: vi.fn(() => Promise.reject(new ApiError('unavailable', 'Later', 503))),
    });
    expect(await createDraftSync(store, unavailable).send(draft)).toEqual({ kind: 'kept', id: draft.id });
    expect(await store.get('u1', draft.id)).toMatchObject({ status: 'pending', audio });

    const api = transport();
    expect(await createDraftSync(store, api).flush('u1')).toEqual([{ kind: 'sent', id: draft.id }]);
    expect(api.uploadAudio).toHaveBeenCalledWith(draft.id, audio);
  });
});
