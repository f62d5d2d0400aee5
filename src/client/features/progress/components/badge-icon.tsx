import {
  Award,
  BookOpen,
  CalendarCheck,
  Clock,
  Flame,
  Footprints,
  Hourglass,
  Layers,
  Map,
  Medal,
  MoonStar,
  Mountain,
  NotebookPen,
  Podcast,
  Presentation,
  Route,
  Star,
  Sunrise,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

/** The catalogue's icon names (src/shared/badges.ts) as drawings; an unknown name gets a rosette. */
const ICONS: Record<string, LucideIcon> = {
  footprints: Footprints,
  layers: Layers,
  medal: Medal,
  trophy: Trophy,
  clock: Clock,
  hourglass: Hourglass,
  flame: Flame,
  'calendar-check': CalendarCheck,
  mountain: Mountain,
  'notebook-pen': NotebookPen,
  'book-open': BookOpen,
  podcast: Podcast,
  route: Route,
  map: Map,
  sunrise: Sunrise,
  'moon-star': MoonStar,
  star: Star,
  presentation: Presentation,
};

export function BadgeIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Award;
  return <Icon aria-hidden="true" className={className} />;
}
