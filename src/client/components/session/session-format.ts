import type { SessionCategory } from '#shared/catalog.ts';

export const CATEGORY_LABELS = { impulse: 'Impulse', podcast: 'Podcast', other: 'Other' } as const;

/** The category's label, or the product's fallback when a session has none. */
export const categoryLabel = (category: SessionCategory | null) =>
  category ? CATEGORY_LABELS[category] : 'Uncategorized';

/** Who leads the session (the API's `coachName`), or the product's fallback. */
export const advisorName = (session: { coachName: string | null }) => session.coachName ?? 'Unknown Advisor';

/**
 * Thousands separators without Intl: building an Intl.NumberFormat loads ICU locale data, which cost
 * about 90 ms of main thread on a throttled phone profile, on the landing page's critical path.
 */
export const withSeparators = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1 participant", "1,280 participants". */
export const countOf = (count: number, one: string, many: string) =>
  `${withSeparators(count)} ${count === 1 ? one : many}`;
