/**
 * Query keys of the pages area. The wheels are the user's own, so they live under `me` (cleared on
 * sign-out and by anything that invalidates the user's data).
 */
export const pagesKeys = {
  wheels: (userId: string) => ['me', 'wheel-of-life', userId] as const,
  suggestions: (term: string) => ['pages', 'wheel-suggestions', term] as const,
};
