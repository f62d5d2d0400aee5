/**
 * Query keys of the pitch area. Decks are the user's own, so they live under `me` (cleared on
 * sign-out); a shared deck is public and keyed by its link's token.
 */
export const pitchKeys = {
  all: (userId: string) => ['me', 'pitch', userId] as const,
  decks: (userId: string) => [...pitchKeys.all(userId), 'decks'] as const,
  deck: (userId: string, id: string) => [...pitchKeys.all(userId), 'deck', id] as const,
  versions: (userId: string, id: string) => [...pitchKeys.deck(userId, id), 'versions'] as const,
  analytics: (userId: string, id: string) => [...pitchKeys.deck(userId, id), 'analytics'] as const,
  journal: (userId: string) => [...pitchKeys.all(userId), 'journal'] as const,
  shared: (token: string) => ['pitch', 'shared', token] as const,
};
