import {
  BookOpenText,
  ChartPie,
  KeyRound,
  LayoutDashboard,
  Mail,
  Newspaper,
  NotebookPen,
  Presentation,
  Scale,
  Scroll,
  Shield,
  type LucideIcon,
} from 'lucide-react';

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
  journal: {
    title: 'AI Owl',
    icon: NotebookPen,
    summary: 'Voice journaling with the AI Owl, your reflective companion.',
    holds: [
      'Speak or type an entry; your voice is transcribed',
      'Follow-up questions and a short summary from the AI Owl',
      'Reflections on the sessions you complete. Your journal stays private.',
    ],
  },
  admin: {
    title: 'Admin',
    icon: LayoutDashboard,
    summary: 'Content management for the Founder Flow team.',
    holds: ['Sessions, coaching paths and advisors', 'Choosing the featured sessions on the landing page'],
  },
  terms: {
    title: 'Terms & Conditions',
    icon: Scale,
    summary: 'The terms for using Founder Flow.',
    holds: ['Your account and subscription', 'Acceptable use', 'Cancellation and refunds'],
  },
  privacy: {
    title: 'Privacy Policy',
    icon: Shield,
    summary: 'How Founder Flow handles your data: it stays private and you control what you share.',
    holds: [
      'What we store and why',
      'How journal entries and recordings are protected',
      'Exporting and deleting your data',
    ],
  },
  contact: {
    title: 'Contact Us',
    icon: Mail,
    summary: 'Questions, feedback or press: how to reach the team.',
    holds: ['A contact form', 'Support for accounts and billing'],
  },
  news: {
    title: 'News',
    icon: Newspaper,
    summary: 'What is new at Founder Flow.',
    holds: ['New sessions, paths and advisors', 'Product updates'],
  },
  manifest: {
    title: 'Our Manifesto',
    icon: Scroll,
    summary: 'What Founder Flow believes about founders, work and wellbeing.',
    holds: ['Why we build Founder Flow', 'The principles behind every session'],
  },
  pitch: {
    title: 'Pitch Deck Generator',
    icon: Presentation,
    summary: 'An AI assistant that turns your answers into an investor-ready pitch deck.',
    holds: [
      'A short guided questionnaire about your startup',
      'A slide-by-slide deck outline you can edit and export',
    ],
  },
  library: {
    title: 'Library',
    icon: BookOpenText,
    summary: 'Startup resources and AI tools in one place.',
    holds: [
      'Templates and checklists for fundraising, hiring and planning',
      'AI resources for founders',
      'Your saved sessions',
    ],
  },
  wheelOfLife: {
    title: 'Wheel of Life',
    icon: ChartPie,
    summary: 'A quick check-in across the areas of your life.',
    holds: ['Rate each area from work to relationships', 'See where to focus next, and sessions that help'],
  },
  secret: {
    title: 'Secret',
    icon: KeyRound,
    summary: 'A hidden corner of Founder Flow for those who find it.',
    holds: ['Bonus sessions not listed in the catalogue'],
  },
} satisfies Record<string, PlaceholderContent>;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
