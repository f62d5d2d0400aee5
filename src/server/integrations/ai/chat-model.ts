import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import type { Env } from '#server/env.ts';

export type ChatModelConfig = NonNullable<Env['ai']>;
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** A provider that failed or timed out; its message never carries what was sent. */
export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';
}

/**
 * A reply from any OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp, LM Studio…) through
 * the Vercel AI SDK, as text pieces while the model writes them. The whole call, stream included, is
 * bounded by `timeoutMs`; any provider failure surfaces as ModelUnavailableError.
 */
export async function* streamModelReply(
  config: ChatModelConfig,
  { system, messages, timeoutMs }: { system: string; messages: ChatTurn[]; timeoutMs: number },
): AsyncGenerator<string> {
  const provider = createOpenAICompatible({
    name: 'owl',
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
  });
  const result = streamText({
    model: provider.chatModel(config.model),
    system,
    messages,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(timeoutMs),
    // The SDK logs stream errors to the console by default; they reach the caller through fullStream,
    // and nothing about a journal conversation belongs in a log.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new Error('aborted');
    }
  } catch (error) {
    if (error instanceof ModelUnavailableError) throw error;
    throw new ModelUnavailableError(error instanceof Error ? error.name : 'provider error');
  }
}
