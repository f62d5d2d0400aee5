import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '#client/components/brand/logo.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { NAV_ITEMS } from '#client/app/layout/nav-items.ts';
import { SignOutButton } from '#client/features/accounts/components/sign-out-button.tsx';
import { signInHref } from '#client/lib/auth-links.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cn } from '#client/lib/utils.ts';
import { focusRingOnDark } from '#client/components/ui/focus-ring.ts';

/** Brand, desktop navigation (the tab bar takes over below 768 px) and the account entry point. */
export function SiteHeader() {
  const { user } = useAuthSession();
  const { pathname } = useLocation();

  return (
    <header className="relative z-30 bg-indigo-950 text-white md:sticky md:top-0 md:border-b md:border-white/10 md:bg-indigo-950/95 md:backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/" className={cn('-m-1 rounded-xl p-1', focusRingOnDark)} aria-label="Founder Flow home">
          <Logo />
        </Link>

        <nav aria-label="Primary" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map(({ label, to, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-3.5 py-2 text-sm font-medium transition-colors',
                      focusRingOnDark,
                      isActive
                        ? 'bg-white/15 text-white'
                        : 'text-indigo-100 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {user ? (
            <>
              <SignOutButton />
              <Link
                to="/profile"
                aria-label={`Your profile (${user.name || user.email})`}
                className={cn(
                  'grid size-10 place-items-center rounded-full bg-teal-500 text-sm font-bold text-indigo-950 focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-950',
                  focusRingOnDark,
                )}
              >
                {(user.name || user.email).charAt(0).toUpperCase()}
              </Link>
            </>
          ) : (
            pathname !== '/auth' && (
              <Link
                to={signInHref(pathname)}
                className={buttonVariants({ variant: 'ghostLight', size: 'sm' })}
              >
                Sign In
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
