import { KeyRound, Presentation, type LucideIcon } from 'lucide-react';

export interface PlaceholderContent {
  title: string;
  icon: LucideIcon;
  summary: string;
  /** What the finished page will hold, in the user's words. */
  holds: string[];
}

/**
 * Pages whose contents later releases build. Each shows, inside the real layout, what it will hold,
 * so that links from the landing page, tab bar and footer lead somewhere truthful today.
 */
export const PLACEHOLDERS = {
  pitch: {
    title: 'Pitch Deck Generator',
    icon: Presentation,
    summary: 'An AI assistant that turns your answers into an investor-ready pitch deck.',
    holds: [
      'A short guided questionnaire about your startup',
      'A slide-by-slide deck outline you can edit and export',
    ],
  },
  secret: {
    title: 'Secret',
    icon: KeyRound,
    summary: 'A hidden corner of Founder Flow for those who find it.',
    holds: ['Bonus sessions not listed in the catalogue'],
  },
} satisfies Record<string, PlaceholderContent>;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
