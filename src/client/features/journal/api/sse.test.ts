import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse.ts';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('the server-sent events parser', () => {
  it('reads several events from one chunk, with comments and multi-line data', () => {
    expect(
      parse([': keep-alive\n\nevent: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: a\ndata: b\n\n']),
    ).toEqual([
      { event: 'delta', data: '{"text":"Hi"}' },
      { event: 'done', data: 'a\nb' },
    ]);
  });

  it('puts together lines and CRLFs split anywhere between chunks', () => {
    const stream = 'event: delta\r\ndata: {"text":"Wh"}\r\n\r\nevent: delta\r\ndata: {"text":"y?"}\r\n\r\n';
    const whole = parse([stream]);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    }
    expect(parse(stream.split(''))).toEqual(whole);
    expect(whole.map((e) => e.data)).toEqual(['{"text":"Wh"}', '{"text":"y?"}']);
  });

  it('names an event without a name "message", and drops an event the stream cut off', () => {
    expect(parse(['data:x\n\n', 'event: error\ndata: {"code":"ai_provider_failed"}'])).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });
});
