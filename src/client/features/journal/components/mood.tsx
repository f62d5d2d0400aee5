import { Angry, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { MOODS } from '#shared/journal.ts';

export const MOOD_ICONS: Record<number, LucideIcon> = { 1: Angry, 2: Frown, 3: Meh, 4: Smile, 5: Laugh };

export const moodLabel = (mood: number) => MOODS.find((m) => m.value === mood)?.label ?? String(mood);

/** A mood shown as its icon and word. */
export function MoodBadge({ mood }: { mood: number }) {
  const Icon = MOOD_ICONS[mood] ?? Meh;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <Icon aria-hidden="true" className="size-3.5" />
      {moodLabel(mood)}
    </span>
  );
}
