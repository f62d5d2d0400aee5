/**
 * Every field `POST /api/admin/sessions` takes, for tests that need a session made through the
 * console: a free, active audio impulse without advisor or paths, with the title and description given.
 */
export const adminSessionFields = (
  title: string,
  description: string,
  overrides: Record<string, unknown> = {},
) => ({
  title,
  description,
  journalPrompt: null,
  category: 'impulse',
  type: 'audio',
  coachId: null,
  pathIds: [],
  isPremium: false,
  featured: false,
  isActive: true,
  ...overrides,
});
