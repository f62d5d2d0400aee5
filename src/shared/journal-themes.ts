/**
 * The themes a founder's journal touches. The server finds them in entries and
 * conversations; the client shows their labels, e.g. under "most frequent themes" in the insights.
 * Ids are stable (they are stored and compared); labels are short and can change freely.
 */
export const JOURNAL_THEMES = [
  { id: 'fundraising', label: 'Fundraising' },
  { id: 'customers', label: 'Customers' },
  { id: 'product', label: 'Product' },
  { id: 'team', label: 'Team & hiring' },
  { id: 'cofounder', label: 'Co-founder' },
  { id: 'money', label: 'Money & runway' },
  { id: 'growth', label: 'Sales & growth' },
  { id: 'focus', label: 'Focus' },
  { id: 'stress', label: 'Stress' },
  { id: 'energy', label: 'Energy & rest' },
  { id: 'confidence', label: 'Confidence' },
  { id: 'relationships', label: 'Relationships' },
  { id: 'decisions', label: 'Decisions' },
  { id: 'gratitude', label: 'Gratitude' },
  { id: 'loneliness', label: 'Loneliness' },
  { id: 'burnout', label: 'Burnout' },
] as const;

export type JournalThemeId = (typeof JOURNAL_THEMES)[number]['id'];

export const JOURNAL_THEME_IDS: readonly JournalThemeId[] = JOURNAL_THEMES.map((theme) => theme.id);

export const JOURNAL_THEME_LABELS = Object.fromEntries(
  JOURNAL_THEMES.map((theme) => [theme.id, theme.label]),
) as Record<JournalThemeId, string>;
