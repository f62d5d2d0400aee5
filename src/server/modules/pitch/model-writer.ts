import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Output, streamText } from 'ai';
import { z } from 'zod';
import type { ChatModelConfig } from '#server/integrations/ai/chat-model.ts';
import { composeDeck, fitToBudget } from '#shared/pitch/composer.ts';
import { getFramework, type FrameworkId, type PitchAnswers } from '#shared/pitch/frameworks.ts';
import { slideSchema, type PitchSlide } from '#shared/schemas/pitch.ts';

/**
 * What the model is asked to write for each slide: words only. Figures (big numbers, charts) come
 * from the composer's parse of what the founder typed, so a model cannot invent a market size.
 */
const modelSlideSchema = slideSchema.pick({
  key: true,
  title: true,
  subtitle: true,
  bullets: true,
  notes: true,
});
export const modelDeckSchema = z.object({ slides: z.array(modelSlideSchema).min(1).max(20) });
export type ModelDeck = z.infer<typeof modelDeckSchema>;

export function modelPrompt(framework: FrameworkId, answers: PitchAnswers, deckTitle: string) {
  const spec = getFramework(framework);
  const outline = spec.slides
    .map(
      (slide, index) =>
        `${index + 1}. key "${slide.key}" — ${slide.title}: ${slide.purpose} At most ${slide.wordBudget} words of bullets.`,
    )
    .join('\n');
  const given = Object.entries(answers)
    .filter(([, value]) => value?.trim())
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return {
    system:
      'You write investor pitch deck slides for a startup founder. Use only facts the founder gave; never invent figures, customers or names. ' +
      'Bullets are short phrases (at most 14 words each, no full stop). Speaker notes say what to tell the room, in full sentences. ' +
      'Answer with JSON only: {"slides":[{"key","title","subtitle"?,"bullets":[],"notes"}]}, one slide per outline item, in order, with the keys given.',
    prompt: `Deck: ${deckTitle}\nFramework: ${spec.name}\nOutline:\n${outline}\n\nThe founder's answers:\n${given || '(none yet)'}`,
  };
}

/**
 * The model's slides laid over the composer's: the model's titles, bullets and notes (trimmed to the
 * budget, so an over-long answer is still a usable slide), the composer's layout and figures. Null
 * when the model's slides are not the framework's, in order: that counts as invalid output.
 */
export function mergeModelDeck(
  framework: FrameworkId,
  answers: PitchAnswers,
  deckTitle: string,
  written: ModelDeck,
) {
  const spec = getFramework(framework);
  if (written.slides.length !== spec.slides.length) return null;
  if (written.slides.some((slide, index) => slide.key !== spec.slides[index]!.key)) return null;
  const composed = composeDeck(framework, answers, { deckTitle });
  return composed.map((base, index): PitchSlide => {
    const slide = written.slides[index]!;
    const budget = spec.slides[index]!.wordBudget;
    const merged: PitchSlide = {
      ...base,
      title: slide.title.trim() || base.title,
      bullets: fitToBudget(slide.bullets.map((bullet) => bullet.trim()).filter(Boolean), budget).kept,
      notes: slide.notes.trim() || base.notes,
    };
    if (slide.subtitle?.trim()) merged.subtitle = slide.subtitle.trim();
    // A two-column slide keeps the composer's split only when the model kept the same number of bullets.
    if (merged.layout === 'twoColumns' && merged.bullets.length !== base.bullets.length) {
      merged.splitAt = Math.ceil(merged.bullets.length / 2);
    }
    return slideSchema.parse(merged);
  });
}

/**
 * Asks the model for structured output (the AI SDK validates it with the zod schema sent as the
 * response format). Throws on a provider failure, a timeout or output that does not validate.
 */
async function askForObject<T>(
  config: ChatModelConfig,
  schema: z.ZodType<T>,
  { system, prompt, timeoutMs }: { system: string; prompt: string; timeoutMs: number },
): Promise<T> {
  const provider = createOpenAICompatible({
    name: 'pitch',
    baseURL: config.baseUrl,
    // Sends the schema as the response format (json_schema), which OpenAI, vLLM, Ollama and
    // llama.cpp honour; a provider that does not fails the call, and the caller falls back.
    supportsStructuredOutputs: true,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
  });
  const result = streamText({
    model: provider.chatModel(config.model),
    system,
    prompt,
    output: Output.object({ schema }),
    // Our own retry (or fallback) decides what happens on failure.
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(timeoutMs),
    // The founder's answers never belong in a log.
    onError: () => undefined,
  });
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error('provider error');
  }
  return schema.parse(await result.output);
}

/** The deck's slides as the model writes them. Throws when the call or its output fails. */
export function writeWithModel(
  config: ChatModelConfig,
  request: { system: string; prompt: string; timeoutMs: number },
): Promise<ModelDeck> {
  return askForObject(config, modelDeckSchema, request);
}

/** A model's review of a deck: a few points, each about one slide (or the whole deck). */
export const modelReviewSchema = z.object({
  points: z
    .array(z.object({ slideKey: z.string().max(40).nullable(), advice: z.string().min(1).max(400) }))
    .max(5),
});
export type ModelReview = z.infer<typeof modelReviewSchema>;

export function reviewPrompt(framework: FrameworkId, slides: PitchSlide[]) {
  const shown = slides
    .map(
      (slide) =>
        `[${slide.key}] ${slide.title}\n${[slide.subtitle ?? '', ...slide.bullets].filter(Boolean).join('\n')}`,
    )
    .join('\n\n');
  return {
    system:
      "You are an experienced seed investor reviewing a founder's pitch deck. Give at most five short, kind, specific points " +
      'about what would make you stop or doubt, each naming the slide key it concerns (or null for the whole deck) and what to change. ' +
      'Judge only what is written; never invent facts. Answer with JSON only: {"points":[{"slideKey","advice"}]}.',
    prompt: `Framework: ${getFramework(framework).name}\n\nThe slides:\n${shown}`,
  };
}

/** Asks the model for its review of the slides. Throws when the call or its output fails. */
export function reviewWithModel(
  config: ChatModelConfig,
  request: { system: string; prompt: string; timeoutMs: number },
): Promise<ModelReview> {
  return askForObject(config, modelReviewSchema, request);
}
