import http from 'node:http';
import { portOf } from './free-port.ts';

export type ChatRequest = { model: string; stream?: boolean; messages: { role: string; content: string }[] };
export type TranscriptionRequest = { model: string; fileName: string; mimeType: string; bytes: number };

/**
 * A loopback OpenAI-compatible API (the network edge of the AI Owl and of transcription): streamed
 * `/v1/chat/completions` and `/v1/audio/transcriptions`. It records what it received, so tests can
 * show what was sent (and that a kept-away entry never was), and can be told to fail.
 */
export async function startOpenAiDouble({ port = 0 }: { port?: number } = {}) {
  const chats: ChatRequest[] = [];
  const transcriptions: TranscriptionRequest[] = [];
  const state = {
    reply: ['Thank you for writing this. ', 'What felt heaviest ', 'about today?'],
    transcript: 'Today I pitched three investors and one said yes.',
    /** Answer this many of the next requests with a 500 before behaving again. */
    failNext: 0,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (state.failNext > 0) {
        state.failNext -= 1;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'double told to fail', type: 'server_error' } }));
        return;
      }
      if (req.url === '/v1/chat/completions')
        return chat(JSON.parse(body.toString('utf8')) as ChatRequest, res);
      if (req.url === '/v1/audio/transcriptions')
        return transcription(req.headers['content-type'] ?? '', body, res);
      res.writeHead(404).end();
    });
  });

  function chat(request: ChatRequest, res: http.ServerResponse) {
    chats.push(request);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-double',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of state.reply) res.write(chunk({ content: piece }, null));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  function transcription(contentType: string, body: Buffer, res: http.ServerResponse) {
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
    const parts = body.toString('latin1').split(`--${boundary}`);
    const field = (name: string) => {
      const part = parts.find((p) => p.includes(`name="${name}"`));
      return part?.split('\r\n\r\n')[1]?.replace(/\r\n$/, '') ?? '';
    };
    const file = parts.find((p) => p.includes('name="file"')) ?? '';
    transcriptions.push({
      model: field('model'),
      fileName: /filename="([^"]+)"/.exec(file)?.[1] ?? '',
      mimeType: /Content-Type: (\S+)/i.exec(file)?.[1] ?? '',
      bytes: (file.split('\r\n\r\n')[1] ?? '').length - 2,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: state.transcript }));
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = portOf(server);
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    chats,
    transcriptions,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OpenAiDouble = Awaited<ReturnType<typeof startOpenAiDouble>>;
