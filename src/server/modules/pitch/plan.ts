import { isSubscriber } from '#server/auth/guards.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';

/** Decks the free plan keeps; Premium has no limit. */
export const FREE_DECK_LIMIT = 1;

/** Premium as the rest of the app decides it: a live subscription, or an administrator. */
export async function hasPremium(deps: AppDeps, user: CurrentUser): Promise<boolean> {
  return user.role === 'admin' || (await isSubscriber(deps, user.id));
}

/** What each Premium-only action says when refused, so the upsell names what was tried. */
const PREMIUM_MESSAGES = {
  decks: 'The free plan has one pitch deck. Premium has unlimited decks.',
  model: 'Model-written slides are part of Premium. The offline composer is free.',
  pptx: 'PowerPoint export is part of Premium. PDF export is free.',
  share: 'Share links with viewer analytics are part of Premium.',
} as const;

export async function requirePremium(deps: AppDeps, user: CurrentUser, what: keyof typeof PREMIUM_MESSAGES) {
  if (!(await hasPremium(deps, user))) {
    throw new AppError('premium_required', { message: PREMIUM_MESSAGES[what] });
  }
}
