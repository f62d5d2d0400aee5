import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { composeDeck } from '#shared/pitch/composer.ts';
import type { Deck, DeckWriter, PitchSlide } from '#shared/schemas/pitch.ts';
import { findDeck, writeDeck } from './decks.service.ts';
import { mergeModelDeck, modelPrompt, writeWithModel } from './model-writer.ts';
import { hasPremium, requirePremium } from './plan.ts';

export type GenerateMode = 'auto' | 'composer' | 'model';

/** Model attempts before the composer writes the deck: the first, and one retry. */
const MODEL_ATTEMPTS = 2;

/**
 * The slides for a deck's answers: the model's when asked for (or `auto`) and allowed (Premium and a
 * configured model), retried once when its output is invalid or the provider fails, then the
 * composer's. What wrote them is recorded on the deck.
 */
export async function generateDeck(
  deps: AppDeps,
  user: CurrentUser,
  id: string,
  mode: GenerateMode,
): Promise<Deck> {
  const deck = await findDeck(deps.db, user.id, id);
  if (mode === 'model') await requirePremium(deps, user, 'model');
  const useModel = mode !== 'composer' && deps.env.ai !== undefined && (await hasPremium(deps, user));

  let slides: PitchSlide[] | null = null;
  let writtenBy: DeckWriter = 'composer';
  if (useModel && deps.env.ai) {
    const prompt = modelPrompt(deck.framework, deck.answers, deck.title);
    for (let attempt = 1; attempt <= MODEL_ATTEMPTS && !slides; attempt += 1) {
      try {
        const written = await writeWithModel(deps.env.ai, { ...prompt, timeoutMs: deps.env.aiTimeoutMs });
        slides = mergeModelDeck(deck.framework, deck.answers, deck.title, written);
      } catch (error) {
        // Only the kind of failure is logged: the prompt holds the founder's answers.
        deps.logger.warn(
          { attempt, error: error instanceof Error ? error.name : 'unknown' },
          'pitch model output unusable',
        );
      }
    }
    if (slides) writtenBy = 'model';
  }
  slides ??= composeDeck(deck.framework, deck.answers, { deckTitle: deck.title });
  return writeDeck(deps.db, deck, { slides, writtenBy }, 'generate');
}
