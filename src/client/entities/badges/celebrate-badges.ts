import { notify } from '#client/lib/notify.ts';

/**
 * Celebrates badges the server just awarded (a completion, a journal entry, a rating answered with
 * `newBadges`): one toast each, at once. Sonner's own entrance is a short slide that the browser's
 * reduced-motion setting turns off.
 */
export function celebrateBadges(badges: readonly { name: string; description: string }[] | undefined): void {
  for (const badge of badges ?? []) {
    void notify('success', `Badge earned: ${badge.name}`, { description: badge.description });
  }
}
