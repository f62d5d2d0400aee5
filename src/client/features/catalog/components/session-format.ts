export const CATEGORY_LABELS = { impulse: 'Impulse', podcast: 'Podcast', other: 'Other' } as const;

/**
 * Thousands separators without Intl: building an Intl.NumberFormat loads ICU locale data, which cost
 * about 90 ms of main thread on a throttled phone profile, on the landing page's critical path.
 */
export const withSeparators = (count: number) => String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
