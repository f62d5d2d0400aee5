import type { INSIGHT_RANGES } from '#shared/journal.ts';

export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** The user's calendar day (YYYY-MM-DD) or month (YYYY-MM), in their own time zone. */
export function localDay(date = new Date()): string {
  return `${localMonth(date)}-${String(date.getDate()).padStart(2, '0')}`;
}

export function localMonth(date = new Date()): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
