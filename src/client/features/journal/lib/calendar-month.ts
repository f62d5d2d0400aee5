/** The month `by` months away from `month` ('2026-11', -1 → '2026-10'), across years too. */
export function shiftMonth(month: string, by: number): string {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const date = new Date(y, m - 1 + by, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The month's days laid out in weeks from Monday, as a wall calendar has them: `null` for the cells
 * before the first and after the last day, so every week has seven cells.
 */
export function monthWeeks(month: string): { first: Date; weeks: (number | null)[][] } {
  const [y = 2000, m = 1] = month.split('-').map(Number);
  const first = new Date(y, m - 1, 1);
  const daysInMonth = new Date(y, m, 0).getDate();
  const offset = (first.getDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return { first, weeks };
}
