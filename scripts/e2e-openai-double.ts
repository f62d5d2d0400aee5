// The e2e run's transcription provider: the loopback OpenAI-compatible double of the API tests,
// beside the app, so a voice entry recorded in Chromium gets a transcript end to end.
import { startOpenAiDouble } from '../src/server/testing/openai-double.ts';

const double = await startOpenAiDouble({ port: Number(process.env.OPENAI_DOUBLE_PORT) });
process.stdout.write(`e2e OpenAI-compatible double at ${double.baseUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void double.close().then(() => process.exit(0)));
