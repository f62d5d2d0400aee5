import { NavLink } from 'react-router';
import { NAV_ITEMS } from '#client/app/layout/nav-items.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/** Bottom tab bar on phones (below 768 px); NavLink marks the active tab with aria-current="page". */
export function TabBar({ className }: { className?: string }) {
  return (
    <nav
      aria-label="Tab bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-white/85',
        className,
      )}
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'group relative flex h-full flex-col items-center justify-center gap-1 text-[11px] font-semibold transition-colors focus-visible:ring-inset',
                  focusRing,
                  isActive ? 'text-teal-800' : 'text-stone-600 hover:text-indigo-950',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'grid h-7 w-12 place-items-center rounded-full transition-colors',
                      isActive && 'bg-teal-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
