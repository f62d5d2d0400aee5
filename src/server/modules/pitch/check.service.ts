import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { checkDeck } from '#shared/pitch/checker.ts';
import type { CheckResult, Deck, Finding } from '#shared/schemas/pitch.ts';

/** What the check needs of a stored deck. */
type CheckedDeck = Pick<Deck, 'id' | 'version' | 'framework' | 'answers' | 'slides'>;
import { reviewPrompt, reviewWithModel } from './model-writer.ts';
import { hasPremium } from './plan.ts';
import { winkReader } from './wink-reader.ts';

/** Reviews kept per deck version, so re-opening the checker does not ask the model again. */
const REVIEWS_KEPT = 200;
const reviews = new Map<string, Finding[]>();

/** The model's points as unscored findings, each labelled as a second opinion. */
function asFindings(deck: CheckedDeck, points: { slideKey: string | null; advice: string }[]): Finding[] {
  return points.map((point) => {
    const slide = point.slideKey
      ? deck.slides.find((candidate) => candidate.key === point.slideKey)
      : undefined;
    return {
      code: 'second_opinion',
      slideKey: slide?.key ?? null,
      slideId: slide?.id ?? null,
      severity: 'tip',
      message: `Second opinion from the AI model: ${point.advice.trim()}`,
      suggestion:
        'This is a model’s reading, not one of the checker’s rules: weigh it against what you know. It does not change the score.',
      penalty: 0,
    };
  });
}

async function secondOpinion(deps: AppDeps, deck: CheckedDeck): Promise<Finding[]> {
  const ai = deps.env.ai;
  if (!ai) return [];
  const key = `${deck.id}:${deck.version}`;
  const kept = reviews.get(key);
  if (kept) return kept;
  try {
    const review = await reviewWithModel(ai, {
      ...reviewPrompt(deck.framework, deck.slides),
      timeoutMs: deps.env.aiTimeoutMs,
    });
    const findings = asFindings(deck, review.points);
    if (reviews.size >= REVIEWS_KEPT) reviews.delete(reviews.keys().next().value ?? '');
    reviews.set(key, findings);
    return findings;
  } catch (error) {
    // Only the kind of failure is logged: the prompt holds the founder's slides.
    deps.logger.warn(
      { error: error instanceof Error ? error.name : 'unknown' },
      'pitch model review unusable',
    );
    return [];
  }
}

/**
 * The checker as the API answers it: the shared rules read with wink-nlp's part-of-speech tags, and,
 * with a model configured and a Premium plan, the model's review appended as an unscored second
 * opinion. A failed review leaves the rules' result as it is.
 */
export async function checkStoredDeck(
  deps: AppDeps,
  user: CurrentUser,
  deck: CheckedDeck,
): Promise<CheckResult> {
  const result = checkDeck(deck, winkReader);
  if (!deps.env.ai || !(await hasPremium(deps, user))) return result;
  return { ...result, findings: [...result.findings, ...(await secondOpinion(deps, deck))] };
}
