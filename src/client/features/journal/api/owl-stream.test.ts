import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { readOwlStream } from './owl-stream.ts';

const MESSAGE = {
  id: 'm1',
  role: 'owl',
  text: 'What made the call feel good?',
  suggestion: { sessionId: 's1', title: 'Three Small Good Things' },
  distress: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** A body that arrives in the given pieces, as a network would deliver it. */
function body(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('reading the Owl’s stream', () => {
  it('hands over each delta as it comes and resolves with the stored message', async () => {
    const done = `event: done\ndata: ${JSON.stringify(MESSAGE)}\n\n`;
    const deltas: string[] = [];
    const message = await readOwlStream(
      body([
        'event: delta\ndata: {"te',
        'xt":"What made "}\n\nevent: delta\n',
        'data: {"text":"the call"}\n\n',
        done,
      ]),
      (text) => deltas.push(text),
    );
    expect(deltas).toEqual(['What made ', 'the call']);
    expect(message).toEqual(MESSAGE);
  });

  it('turns an error event into the catalogue’s ApiError', async () => {
    const error = await readOwlStream(
      body([
        'event: delta\ndata: {"text":"Hm"}\n\n',
        'event: error\ndata: {"code":"ai_provider_failed","message":"No answer"}\n\n',
      ]),
      () => {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ai_provider_failed', message: 'No answer' });
  });

  it('refuses a done event whose message lacks a field, and a stream that ends without one', async () => {
    const { distress: _distress, ...incomplete } = MESSAGE;
    await expect(
      readOwlStream(body([`event: done\ndata: ${JSON.stringify(incomplete)}\n\n`]), () => {}),
    ).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(
      readOwlStream(body(['event: delta\ndata: {"text":"Hm"}\n\n']), () => {}),
    ).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
