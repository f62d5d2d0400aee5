import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '#server/db/schema/index.ts';
import { jobHandlers } from '#server/jobs/handlers.ts';
import { runDueJobs } from '#server/jobs/job-queue.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { startOpenAiDouble, type OpenAiDouble } from '#server/testing/openai-double.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

const RECORDING = new Uint8Array(fs.readFileSync('src/server/testing/fixtures/recording-3s.weba'));
const TOO_LONG = new Uint8Array(fs.readFileSync('src/server/testing/fixtures/recording-620s.ogg'));

let double: OpenAiDouble;
let t: TestApp; // transcription configured, through the double
let bare: TestApp; // no provider
let ada: SignedIn;

beforeAll(async () => {
  double = await startOpenAiDouble();
  [t, bare] = await Promise.all([
    createTestApp({ env: { TRANSCRIBE_BASE_URL: double.baseUrl, TRANSCRIBE_MODEL: 'whisper-test' } }),
    createTestApp(),
  ]);
  ada = await signedUpUser(t, { label: 'voice' });
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close()]);
  await double.close();
});

type NewEntry = Parameters<TestClient['api']['journal']['entries']['$post']>[0]['json'];
const newEntry = async (who: SignedIn, body: Partial<NewEntry> = {}) =>
  readJson(await who.client.api.journal.entries.$post({ json: { text: 'A voice note', ...body } }), 201);
/** The recording is the raw body (the typed client's `init` sends it), its type in the header. */
const upload = (who: SignedIn, id: string, bytes: Uint8Array<ArrayBuffer>, type = 'audio/webm') =>
  who.client.api.journal.entries[':id'].audio.$post(
    { param: { id } },
    { headers: { 'content-type': type }, init: { body: bytes } },
  );
const entryOf = async (who: SignedIn, id: string) =>
  readJson(await who.client.api.journal.entries[':id'].$get({ param: { id } }));
const runJobs = (app: TestApp) => runDueJobs(app.db, jobHandlers(app.deps), app.deps.logger);
/** Time passes for the queue: retries that wait are due now. */
const makeJobsDue = (app: TestApp) => app.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) });

describe('recordings', () => {
  it('keeps a recording, checked by its bytes, with its length read from the file, behind a signed URL', async () => {
    const entry = await newEntry(ada);
    // The header says mp4; the bytes are WebM, and the bytes decide.
    const res = await upload(ada, entry.id, RECORDING, 'audio/mp4');
    const saved = await readJson(res);
    expect(saved.audio.mimeType).toBe('audio/webm');
    expect(saved.audio.durationSeconds).toBeCloseTo(3, 0);
    expect(saved.audio.url).toMatch(/^\/media\/journal\/.+\.weba\?exp=\d+&sig=/);

    const media = await t.app.request(saved.audio.url);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(RECORDING)).toBe(true);
    const unsigned = await t.app.request(defined(saved.audio.url.split('?')[0], 'the unsigned media path'));
    expect(unsigned.status).toBe(403);

    // Sending it again (a retried upload) replaces it: one recording, the same answer.
    const again = await readJson(await upload(ada, entry.id, RECORDING));
    expect(again.audio.durationSeconds).toBe(saved.audio.durationSeconds);
  });

  it('refuses what is not a recording, one over 25 MB while it streams, and one over ten minutes', async () => {
    const entry = await newEntry(ada);
    const html = await upload(
      ada,
      entry.id,
      new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
    );
    await expectError(html, 'unsupported_media', 415);

    // A body with no declared length, refused at the cap while it arrives.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        if (sent > 40 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    // A streamed body needs `duplex`, which the DOM's RequestInit type does not list yet.
    const streamed: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'audio/webm' },
      duplex: 'half',
    };
    const tooBig = await ada.client.request(`/api/journal/entries/${entry.id}/audio`, streamed);
    await expectError(tooBig, 'payload_too_large', 413);
    expect(sent).toBeLessThan(40 * 1024 * 1024);

    const long = await upload(ada, entry.id, TOO_LONG, 'audio/ogg');
    await expectError(long, 'recording_too_long', 422);
    expect((await entryOf(ada, entry.id)).audio).toBeNull();
  });

  it('is the owner’s alone', async () => {
    const entry = await newEntry(ada);
    const grace = await signedUpUser(t, { label: 'grace' });
    expect((await upload(grace, entry.id, RECORDING)).status).toBe(404);
  });
});

describe('transcription', () => {
  it('runs as a background job to done, with the provider’s text', async () => {
    const entry = await newEntry(ada, { text: '' });
    const saved = await readJson(await upload(ada, entry.id, RECORDING));
    expect(saved.transcriptStatus).toBe('pending');
    expect((await entryOf(ada, entry.id)).transcriptStatus).toBe('pending');
    expect(await runJobs(t)).toBeGreaterThanOrEqual(1);
    const done = await entryOf(ada, entry.id);
    expect(done).toMatchObject({ transcriptStatus: 'done', transcript: double.state.transcript });
    const sent = defined(double.transcriptions.at(-1), 'the transcription sent');
    expect(sent).toMatchObject({ model: 'whisper-test', mimeType: 'audio/webm' });
    expect(sent.bytes).toBe(RECORDING.byteLength);
    // The transcript is searchable.
    const found = await readJson(await ada.client.api.journal.entries.$get({ query: { q: 'investors' } }));
    expect(found.items.map((e) => e.id)).toContain(entry.id);
  });

  it('retries a failing provider, marks the entry failed after the last attempt, and transcribes again on request', async () => {
    const entry = await newEntry(ada, { text: '' });
    double.state.failNext = 3;
    await upload(ada, entry.id, RECORDING);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeJobsDue(t);
      await runJobs(t);
    }
    expect((await entryOf(ada, entry.id)).transcriptStatus).toBe('failed');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.status, 'failed'));
    expect(job).toMatchObject({ attempts: 3, lastError: 'transcription provider answered 500' });

    const again = await ada.client.post(`/api/journal/entries/${entry.id}/transcribe`, {});
    expect(again.status).toBe(202);
    await runJobs(t);
    expect((await entryOf(ada, entry.id)).transcriptStatus).toBe('done');
  });

  it('never sends a recording kept away from AI', async () => {
    const before = double.transcriptions.length;
    const entry = await newEntry(ada, { aiOptOut: true });
    const saved = await readJson(await upload(ada, entry.id, RECORDING));
    expect(saved.transcriptStatus).toBe('none');
    const asked = await ada.client.post(`/api/journal/entries/${entry.id}/transcribe`, {});
    expect(asked.status).toBe(409);
    await runJobs(t);
    expect(double.transcriptions.length).toBe(before);
  });

  it('without a provider keeps the recording and says transcription is not set up', async () => {
    const user = await signedUpUser(bare, { label: 'bare' });
    const entry = await newEntry(user);
    const saved = await readJson(await upload(user, entry.id, RECORDING));
    expect(saved.transcriptStatus).toBe('none');
    const asked = await user.client.post(`/api/journal/entries/${entry.id}/transcribe`, {});
    await expectError(asked, 'transcription_not_configured', 409);
    const noAudio = await newEntry(user);
    expect((await user.client.post(`/api/journal/entries/${noAudio.id}/transcribe`, {})).status).toBe(409);
  });
});

describe('export and delete', () => {
  it('exports every entry as Markdown with front matter, the recordings, and JSON', async () => {
    const user = await signedUpUser(t, { label: 'exporter' });
    const entry = await newEntry(user, {
      text: 'Shipped the beta.\nFelt proud.',
      mood: 5,
      tags: ['product'],
    });
    await upload(user, entry.id, RECORDING);
    const res = await user.client.get('/api/journal/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="founder-flow-journal-/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const fileAt = (name: string | undefined) =>
      defined(name === undefined ? undefined : files[name], `${name} in the zip`);
    const text = strFromU8(fileAt(Object.keys(files).find((name) => name.startsWith('entries/'))));
    expect(text).toMatch(/^---\nid: /);
    expect(text).toContain('mood: 5 # Great');
    expect(text).toContain('tags: ["product"]');
    expect(text).toContain('Shipped the beta.\nFelt proud.');
    expect(Buffer.from(fileAt(`audio/${entry.id}.weba`)).equals(RECORDING)).toBe(true);
    const data = z
      .object({ entries: z.array(z.object({ id: z.string(), text: z.string() })) })
      .parse(JSON.parse(strFromU8(fileAt('journal.json'))));
    expect(data.entries.map((e) => e.id)).toEqual([entry.id]);
    expect(JSON.stringify(data)).not.toContain(user.id);
  });

  it('deleting an entry removes its recording from the media store', async () => {
    const entry = await newEntry(ada);
    const saved = await readJson(await upload(ada, entry.id, RECORDING));
    expect((await t.app.request(saved.audio.url)).status).toBe(200);
    expect((await ada.client.request(`/api/journal/entries/${entry.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await t.app.request(saved.audio.url)).status).toBe(404);
  });
});
