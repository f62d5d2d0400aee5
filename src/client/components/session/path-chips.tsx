import { Link } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

const sizes = {
  sm: 'min-h-8 px-3 text-xs',
  md: 'min-h-10 px-4 text-sm',
} as const;

/** The coaching paths a session belongs to, each a link to its path. Nothing when there are none. */
export function PathChips({
  paths,
  size = 'sm',
  className,
  label = 'Coaching paths',
  hideOnPhones = false,
}: {
  paths: { id: string; title: string }[];
  size?: keyof typeof sizes;
  className?: string;
  /** The list's accessible name; '' when a visible heading already names it. */
  label?: string;
  /** Rows keep phones to the essentials. */
  hideOnPhones?: boolean;
}) {
  if (paths.length === 0) return null;
  return (
    <ul
      aria-label={label || undefined}
      className={cn(hideOnPhones ? 'hidden sm:flex' : 'flex', 'flex-wrap gap-2', className)}
    >
      {paths.map((path) => (
        <li key={path.id}>
          <Link
            to={`/paths/${path.id}`}
            className={cn(
              'inline-flex items-center rounded-full border border-indigo-100 bg-indigo-50/60 font-medium text-indigo-900 hover:border-indigo-200 hover:bg-indigo-50',
              sizes[size],
              focusRing,
            )}
          >
            {path.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
