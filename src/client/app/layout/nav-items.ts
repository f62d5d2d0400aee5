import { House, Headphones, Library, User, type LucideIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { OwlIcon } from '#client/components/icons/owl-icon.tsx';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon | ComponentType<SVGProps<SVGSVGElement>>;
  /** Home is only active on `/` itself, not on every path below it. */
  end?: boolean;
}

/** The tab bar, also used as the desktop navigation. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: House, end: true },
  { label: 'Sessions', to: '/sessions', icon: Headphones },
  { label: 'AI Owl', to: '/journal', icon: OwlIcon },
  { label: 'Library', to: '/library', icon: Library },
  { label: 'Profile', to: '/profile', icon: User },
];
