import { celebrateBadges } from '#client/entities/badges/celebrate-badges.ts';
import { ApiError, isRetryable } from '#client/lib/api-client.ts';
import type { FrameworkId, PitchAnswers } from '#shared/pitch/frameworks.ts';
import type { Deck } from '#shared/schemas/pitch.ts';
import { createDeck, patchDeck } from '#client/features/pitch/api/pitch-api.ts';
import type { WizardSync } from './use-draft-state.ts';
import type { WizardDraft } from './wizard-store.ts';

/** Only the answers worth sending: the schema takes answers by known key, and empty ones say nothing. */
export function answersToSend(answers: Record<string, string>): PitchAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, text]) => text.trim() !== ''));
}

export const deckTitleOf = (draft: WizardDraft) =>
  draft.title.trim() || draft.answers.company?.trim() || 'Untitled deck';

/** Creates the deck, celebrating the badge a first deck earns. */
async function createFirst(body: Parameters<typeof createDeck>[0]) {
  const created = await createDeck(body);
  celebrateBadges(created.newBadges);
  return created;
}

/** Sends a draft once it has a framework: the deck is created the first time and patched after. */
export function sendWizardDraft(draft: WizardDraft, framework: string): Promise<Deck> {
  const body = {
    framework: framework as FrameworkId,
    title: deckTitleOf(draft),
    answers: answersToSend(draft.answers),
  };
  return draft.deckId ? patchDeck(draft.deckId, body) : createFirst(body);
}

/**
 * What a failed send means for the founder: no room on the plan, waiting for the connection (the
 * device keeps the answers either way), or a refusal worth showing with its message.
 */
export function syncAfterFailure(error: unknown): { sync: WizardSync; message: string | null } {
  if (error instanceof ApiError && error.code === 'premium_required')
    return { sync: 'premium', message: null };
  if (isRetryable(error)) return { sync: 'offline', message: null };
  return { sync: 'error', message: error instanceof Error ? error.message : String(error) };
}
